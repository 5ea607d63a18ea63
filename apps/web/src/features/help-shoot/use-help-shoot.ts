/** The live session of a help request on this phone: the snapshot, the events stream, and signals handed to the live link. */
import { useEffect, useRef, useState } from 'react';
import type { HelpShoot, HelpShootEvent, HelpShootSignal } from '@youlan/contract';
import { openEventStream } from '../../platform/event-stream.ts';
import { applyEvent, HELP_SHOOT_PATHS, startSession, type Session } from './help-shoot-session.ts';

export interface LiveSession {
  session: Session | null;
  /** False while the stream reconnects after a drop. */
  connected: boolean;
}

/** Follows `request` live from its snapshot on; `onSignal` gets the WebRTC signals meant for this phone. */
export function useHelpShootSession(request: HelpShoot | undefined, onSignal: (signal: HelpShootSignal) => void): LiveSession {
  const [session, setSession] = useState<Session | null>(null);
  // A new request (or the visitor just joined it): start from its snapshot.
  const [startedFrom, setStartedFrom] = useState<string | null>(null);
  const startKey = request && request.role !== 'invited' ? `${request.id}:${request.role}` : null;
  if (request && startKey !== startedFrom) {
    setStartedFrom(startKey);
    setSession(startKey ? startSession(request) : null);
  }
  const [connected, setConnected] = useState(true);
  const signalRef = useRef(onSignal);
  useEffect(() => {
    signalRef.current = onSignal;
  });

  const id = request?.id;
  const member = request && request.role !== 'invited' && request.state !== 'ended';
  useEffect(() => {
    if (!request || !member) return;
    const stream = openEventStream({
      path: HELP_SHOOT_PATHS.events,
      query: { id: request.id },
      lastEventId: request.lastEventId,
      onEvent(data) {
        const event = JSON.parse(data) as HelpShootEvent;
        if (event.type === 'signal') signalRef.current(event.signal);
        setSession((current) => (current ? applyEvent(current, event) : current));
      },
      onRefused() {
        // Gone (ended and swept) or no longer this visitor's: the same for the screen.
        setSession((current) => (current && !current.ended ? { ...current, ended: 'unknown' } : current));
      },
      onConnection: setConnected,
    });
    return () => stream.close();
    // One stream per request (and per membership): a refetched snapshot must not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, member]);

  return { session, connected };
}
