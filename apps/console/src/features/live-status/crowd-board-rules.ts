/** The crowd board's pure rules: the sparkline of a place's hour, and which alarms are new to this screen. */
import type { CrowdAlarm } from '@youlan/contract/console';

/**
 * SVG polyline points of a trend (a sample a minute, null where nothing could be shown) in a
 * width × height box, scaled to `top` (the capacity, or the highest sample); gaps break the line.
 */
export function sparklineSegments(trend: readonly (number | null)[], width: number, height: number, top: number): string[] {
  const scale = Math.max(top, ...trend.map((value) => value ?? 0), 1);
  const step = trend.length > 1 ? width / (trend.length - 1) : 0;
  const segments: string[] = [];
  let current: string[] = [];
  trend.forEach((value, index) => {
    if (value === null) {
      if (current.length > 0) segments.push(current.join(' '));
      current = [];
      return;
    }
    current.push(`${(index * step).toFixed(1)},${(height - (Math.min(value, scale) / scale) * height).toFixed(1)}`);
  });
  if (current.length > 0) segments.push(current.join(' '));
  return segments;
}

/** The open alarms this screen has not announced yet; `announced` is updated. */
export function unannounced(alarms: readonly CrowdAlarm[], announced: Set<number>): CrowdAlarm[] {
  const fresh = alarms.filter((alarm) => alarm.ackedAt === null && !announced.has(alarm.id));
  for (const alarm of fresh) announced.add(alarm.id);
  return fresh;
}
