import { describe, expect, it } from 'vitest';
import { mailtoHref, telHref } from './links.ts';

describe('telHref', () => {
  it('keeps only the digits of a phone written with dashes and spaces', () => {
    expect(telHref('0837-773 9753')).toBe('tel:08377739753');
  });
  it('keeps a leading plus of an international number', () => {
    expect(telHref(' +86 400-800-1234 ')).toBe('tel:+864008001234');
  });
});

describe('mailtoHref', () => {
  it('trims the address', () => {
    expect(mailtoHref(' biz@example.com ')).toBe('mailto:biz@example.com');
  });
});
