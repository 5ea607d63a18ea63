import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toHex } from '../platform/random.ts';
import { formatRecoveryCode, parseRecoveryCode } from './recovery-code.ts';

describe('recovery code', () => {
  it('shows a device id in groups of four', () => {
    expect(formatRecoveryCode('0123456789abcdef0123456789abcdef')).toBe('0123 4567 89ab cdef 0123 4567 89ab cdef');
  });

  it('reads back what it showed, with any spacing a copy adds', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), fc.constantFrom(' ', '\n', '  ', '\t'), (bytes, gap) => {
        const id = toHex(bytes);
        expect(parseRecoveryCode(formatRecoveryCode(id))).toBe(id);
        expect(parseRecoveryCode(` ${formatRecoveryCode(id).replaceAll(' ', gap)} `)).toBe(id);
      }),
    );
  });

  it('refuses what cannot be a code: too short, other characters', () => {
    for (const typed of ['', '1234', '0123 4567 89ab cdef', '!@#$'.repeat(8), '游客'.repeat(16)]) expect(parseRecoveryCode(typed), typed).toBeNull();
  });
});
