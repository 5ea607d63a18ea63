import { describe, expect, it } from 'vitest';
import { assertTestDatabase } from './global-setup.ts';

describe('the PostgreSQL test set-up', () => {
  it('runs on a database named for tests', () => {
    expect(() => assertTestDatabase('postgres://postgres@127.0.0.1:5432/test_server')).not.toThrow();
    expect(() => assertTestDatabase('postgres://postgres@127.0.0.1:5432/youlan_TEST')).not.toThrow();
  });

  it.each(['postgres://postgres@127.0.0.1:5432/youlan', 'postgres://postgres@127.0.0.1:5432/', 'postgres://test@db.example/production', 'not a url'])('refuses to drop the schema of %s', (url) => {
    expect(() => assertTestDatabase(url)).toThrow(/TEST_DATABASE_URL/);
  });
});
