import { describe, expect, it } from 'vitest';
import { classifyPointerMove } from './interaction.ts';

describe('classifyPointerMove', () => {
  it('is a tap below 5 px of movement', () => {
    expect(classifyPointerMove(0, 0)).toBe('tap');
    expect(classifyPointerMove(3, 3.9)).toBe('tap');
  });
  it('leaves the tap at 5 px', () => {
    expect(classifyPointerMove(5, 0)).toBe('undecided');
    expect(classifyPointerMove(3, 4)).toBe('undecided');
  });
  it('stays undecided until one axis reaches 10 px', () => {
    expect(classifyPointerMove(9.9, 9.9)).toBe('undecided');
  });
  it('locks to the dominant axis from 10 px', () => {
    expect(classifyPointerMove(10, 2)).toBe('horizontal');
    expect(classifyPointerMove(-3, -10)).toBe('vertical');
    expect(classifyPointerMove(12, 12)).toBe('horizontal');
  });
});
