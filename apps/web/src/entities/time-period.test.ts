import { describe, expect, it } from 'vitest';
import { timePeriodCode } from './time-period.ts';

describe('timePeriodCode', () => {
  it.each([
    [0, 40],
    [5, 40],
    [6, 36],
    [7, 36],
    [8, 37],
    [11, 37],
    [12, 38],
    [13, 38],
    [14, 39],
    [17, 39],
    [18, 40],
    [23, 40],
  ])('hour %i gives %i', (hour, code) => {
    expect(timePeriodCode(hour)).toBe(code);
  });
});
