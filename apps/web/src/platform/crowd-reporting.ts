/**
 * The visitor's choice whether the app reports which place they are in, to count how crowded places
 * are (docs/live-status.md, "Crowds"): on unless turned off in the user centre, kept on this phone;
 * and the page load's random session id the reports are keyed by. The live-status feature's
 * reporter sends the reports; turning reporting off here asks the server to forget the session at once.
 */
import { endpoints } from '@youlan/contract/runtime';
import { call } from './http.ts';
import { readLocal, writeLocal } from './storage.ts';

/** `1` when the visitor turned reporting off; not in STORAGE_KEYS, which every screen loads: only the user centre and the map's reporter read it. */
const OPT_OUT_KEY = 'youlan.crowdOptOut';

/** A new id each time the page loads, in memory only: no two visits can be linked, and it is not the visitor's account. */
export const crowdSession = crypto.randomUUID();
/** Whether this session has told the server anything (then turning off sends "forget me"). */
let hasReported = false;

export const isCrowdReportingOn = () => readLocal(OPT_OUT_KEY) !== '1';

/** Sends a report of the place the visitor is in (null: none); failures are dropped, the next minute tells again. */
export function reportCrowd(placeId: number | null): void {
  if (!isCrowdReportingOn()) return;
  hasReported = true;
  void call(endpoints.reportCrowd, { body: { session: crowdSession, placeId } }).catch(() => undefined);
}

export function setCrowdReporting(on: boolean): void {
  writeLocal(OPT_OUT_KEY, on ? null : '1');
  if (on || !hasReported) return;
  hasReported = false;
  void call(endpoints.reportCrowd, { body: { session: crowdSession, placeId: null, optOut: true } }).catch(() => undefined);
}
