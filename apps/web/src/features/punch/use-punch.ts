/** The screens' side of punching: login, a fix, the outbox, and what to tell the visitor. */
import type { PunchRecord } from '@youlan/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { useLocation, useNavigate } from 'react-router';
import { loginRedirectPath } from '../../platform/route-guard.ts';
import { getToken } from '../../platform/storage.ts';
import { errorTextOfCode } from '../../ui/error-text.ts';
import { showToast } from '../../ui/toast.ts';
import { freshFix, NoFixError } from './punch-fix.ts';
import { pendingPunches, startOutbox, submitPunch, subscribePending, subscribeSettled, type Settled } from './punch-outbox.ts';
import { PUNCH_QUERY_ROOT } from './punch-queries.ts';
import { refusalKey } from './punch-rules.ts';

/** What the screen shows about the last punch of a place. */
export type PunchState =
  | { kind: 'locating'; placeId: number }
  | { kind: 'sending'; placeId: number }
  | { kind: 'recorded'; placeId: number; record: PunchRecord }
  | { kind: 'refused'; placeId: number; message: string; code: string }
  | { kind: 'queued'; placeId: number }
  | { kind: 'noFix'; placeId: number; message: string };

export function usePendingPunches() {
  return useSyncExternalStore(subscribePending, pendingPunches, pendingPunches);
}

export function useRefusalMessage() {
  const { t } = useTranslation();
  return useCallback(
    (code: string) => {
      const key = refusalKey(code);
      return key ? t(key) : errorTextOfCode(code);
    },
    [t],
  );
}

/**
 * Starts the outbox and refreshes the progress whenever a queued punch is answered; the screen
 * hears of each answer too, and a toast tells the visitor wherever they are.
 */
export function useOutbox(onSettled?: (settled: Settled) => void) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const refusalMessage = useRefusalMessage();
  useEffect(() => {
    startOutbox();
    return subscribeSettled((settled) => {
      const { verdict } = settled;
      void queryClient.invalidateQueries({ queryKey: PUNCH_QUERY_ROOT });
      if (verdict.action === 'recorded') showToast(t('punch.queuedSent', { place: verdict.record.placeName }));
      else showToast(refusalMessage(verdict.code));
      onSettled?.(settled);
    });
  }, [queryClient, t, refusalMessage, onSettled]);
}

/** Punching at a place: asks for a login first, then a fix, then sends through the outbox. */
export function usePunch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const refusalMessage = useRefusalMessage();
  const [state, setState] = useState<PunchState | null>(null);

  const punch = useCallback(
    async (placeId: number, photoKey?: string): Promise<PunchState | null> => {
      if (!getToken()) {
        const here = new URLSearchParams(search);
        here.set('place', String(placeId));
        void navigate(loginRedirectPath(`${pathname}?${here.toString()}`));
        return null;
      }
      setState({ kind: 'locating', placeId });
      let next: PunchState;
      try {
        const fix = await freshFix();
        setState({ kind: 'sending', placeId });
        const outcome = await submitPunch({
          placeId,
          longitude: fix.longitude,
          latitude: fix.latitude,
          datum: fix.datum,
          accuracyMeters: Math.max(1, Math.round(fix.accuracyMeters)),
          ...(photoKey ? { photoKey } : {}),
        });
        if (outcome.action === 'recorded') next = { kind: 'recorded', placeId, record: outcome.record };
        else if (outcome.action === 'refused') next = { kind: 'refused', placeId, code: outcome.code, message: refusalMessage(outcome.code) };
        else next = { kind: 'queued', placeId };
      } catch (error) {
        if (!(error instanceof NoFixError)) throw error;
        next = { kind: 'noFix', placeId, message: t(error.code === 'denied' ? 'punch.location.denied' : 'punch.location.none') };
      }
      setState(next);
      void queryClient.invalidateQueries({ queryKey: PUNCH_QUERY_ROOT });
      return next;
    },
    [navigate, pathname, search, queryClient, refusalMessage, t],
  );

  return { state, setState, punch };
}
