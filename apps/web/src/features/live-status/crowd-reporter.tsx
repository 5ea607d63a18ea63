/**
 * Tells the server, at most once a minute and only while the map is open and visible, which place's
 * scope the visitor is in (docs/live-status.md, "Crowds"): never a position. It listens to no
 * position of its own: it reads the fix the map (navigation, the automatic guide's following) or
 * the guide already watches, and sends nothing while none does. Mounted with the map's badges;
 * the choice and the session are the platform's (platform/crowd-reporting.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CROWD_REPORT_EVERY_MS } from '@youlan/contract/runtime';
import type { Place } from '@youlan/contract';
import { toDatum, type Datum } from '@youlan/geo';
import { configQuery } from '../../entities/area-queries.ts';
import { placeListQuery } from '../../entities/places.ts';
import { isCrowdReportingOn, reportCrowd } from '../../platform/crowd-reporting.ts';
import { isLiveFix, lastLocationFix } from '../../platform/location/index.ts';
import { scopePlaceOf } from './live-status-rules.ts';

/** A little over the server's minute, so a timer firing early is not ignored. */
const REPORT_EVERY_MS = CROWD_REPORT_EVERY_MS + 2_000;

/** The place last told (null: none, or nothing told yet), so leaving a place is told once, and staying out of all not at all. */
let told: number | null = null;

function reportNow(places: readonly Place[], datum: Datum): void {
  if (!isCrowdReportingOn() || document.visibilityState !== 'visible') return;
  const fix = lastLocationFix();
  if (!fix || !isLiveFix(fix)) return;
  const placeId = scopePlaceOf(toDatum(fix, datum), fix.accuracyMeters, places);
  if (placeId === null && told === null) return;
  told = placeId;
  reportCrowd(placeId);
}

export function CrowdReporter() {
  const { data: places } = useQuery(placeListQuery);
  const { data: config } = useQuery({ ...configQuery, enabled: false });
  const list = places?.list;
  const datum = config?.coordinateSystem;
  useEffect(() => {
    if (!list || !datum) return;
    const timer = setInterval(() => reportNow(list, datum), REPORT_EVERY_MS);
    return () => clearInterval(timer);
  }, [list, datum]);
  return null;
}
