import { describe, expect, it } from 'vitest';
import { DecodeBudget } from './decode-budget.ts';

describe('a visitor’s hour of decoding', () => {
  it('lets a visitor read pictures until the hour’s milliseconds are spent, then refuses with 429 until the hour turns', () => {
    let now = 1_000_000;
    const budget = new DecodeBudget(3_000, () => now);
    budget.require('1:7');
    budget.charge('1:7', 2_999);
    budget.require('1:7');
    budget.charge('1:7', 2);
    let refusal: unknown;
    try {
      budget.require('1:7');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', headers: { 'retry-after': '3600' } });
    // Another visitor, and the same one an hour later, read again.
    budget.require('1:8');
    now += 30 * 60_000;
    expect(() => budget.require('1:7')).toThrow(/30 min/);
    now += 30 * 60_000;
    budget.require('1:7');
  });
});
