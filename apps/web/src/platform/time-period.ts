/** Spec section 4: the time-period code of the hour, used to pick the map's scene (morning, noon, ...). */

export const TimePeriodCode = { EARLY_MORNING: 36, MORNING: 37, NOON: 38, AFTERNOON: 39, NIGHT: 40 } as const;
export type TimePeriodCode = (typeof TimePeriodCode)[keyof typeof TimePeriodCode];

/** Each range includes its start hour and excludes its end hour: [6, 8) → 36, [8, 12) → 37, ... */
export function timePeriodCode(hour: number): TimePeriodCode {
  if (hour >= 6 && hour < 8) return TimePeriodCode.EARLY_MORNING;
  if (hour >= 8 && hour < 12) return TimePeriodCode.MORNING;
  if (hour >= 12 && hour < 14) return TimePeriodCode.NOON;
  if (hour >= 14 && hour < 18) return TimePeriodCode.AFTERNOON;
  return TimePeriodCode.NIGHT;
}
