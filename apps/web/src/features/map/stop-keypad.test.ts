import { describe, expect, it } from 'vitest';
import { placeByStopNumber } from './stop-keypad.tsx';

describe('placeByStopNumber', () => {
  const places = [
    { id: 1, stopNumber: '7' },
    { id: 2, stopNumber: '07' },
    { id: 3, stopNumber: null },
  ];
  it('finds the place whose number is exactly what was typed', () => {
    expect(placeByStopNumber(places, '7')?.id).toBe(1);
    expect(placeByStopNumber(places, '07')?.id).toBe(2);
    expect(placeByStopNumber(places, '8')).toBeNull();
    expect(placeByStopNumber(places, '')).toBeNull();
  });
});
