/**
 * Every picture an area's map may show: its base and each skin (by time of day, by weather). What a
 * download keeps for the map to show offline whatever the hour and weather. Apart from the map's
 * own code, so the first screen does not carry it.
 */
import type { SkinnedMap } from '@youlan/contract/runtime';

export function mapPictureKeys(map: SkinnedMap): string[] {
  return [...new Set([map.imageKey, ...Object.values(map.skins.timePeriod), ...Object.values(map.skins.weather)].filter((key): key is string => Boolean(key)))];
}
