/**
 * The visitor's choice whether the app reports which place they are in, to count how crowded places
 * are (docs/live-status.md, "Crowds"): on unless turned off in the user centre, kept on this phone.
 * The user centre sets it; the live-status feature's reporter follows it (it sends a last "forget
 * me" when it is turned off).
 */
import { readLocal, writeLocal } from './storage.ts';

/** `1` when the visitor turned reporting off; not in STORAGE_KEYS, which every screen loads: only the user centre and the map's reporter read it. */
const OPT_OUT_KEY = 'youlan.crowdOptOut';
const listeners = new Set<(isOn: boolean) => void>();

export const isCrowdReportingOn = () => readLocal(OPT_OUT_KEY) !== '1';

export function setCrowdReporting(on: boolean): void {
  writeLocal(OPT_OUT_KEY, on ? null : '1');
  for (const listener of [...listeners]) listener(on);
}

/** Calls `listener` on every change until the returned function is called. */
export function onCrowdReportingChange(listener: (isOn: boolean) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
