import { describe, expect, it } from 'vitest';
import { extractToken } from './start-url.ts';

describe('extractToken', () => {
  it('takes the token out and keeps the other parameters and the hash', () => {
    expect(extractToken('/boost/photos', '?a=1&token=abc&b=2', '#direct')).toEqual({ token: 'abc', url: '/boost/photos?a=1&b=2#direct' });
  });
  it('drops the question mark when the token was the only parameter', () => {
    expect(extractToken('/home', '?token=abc', '')).toEqual({ token: 'abc', url: '/home' });
  });
  it('leaves a URL without a token as it is', () => {
    expect(extractToken('/home', '?redirect=%2Fabout-us', '')).toEqual({ token: null, url: '/home?redirect=%2Fabout-us' });
  });
  it('treats an empty token as none', () => {
    expect(extractToken('/home', '?token=', '')).toEqual({ token: null, url: '/home' });
  });
});
