/** Help-shoot's calls as TanStack Query options and plain functions. */
import type { HelpShootSignal } from '@youlan/contract';
import { endpoints } from '@youlan/contract/runtime';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/http.ts';

/** A snapshot is read once; the events stream keeps it current. */
export const helpShootQuery = (id: number) =>
  queryOptions({
    queryKey: ['helpShoot', id],
    queryFn: ({ signal }) => call(endpoints.getHelpShoot, { query: { id } }, { signal }),
    staleTime: Infinity,
    retry: false,
  });

export const friendHelpShootQuery = (id: number, secret: string | null) =>
  queryOptions({
    queryKey: ['helpShoot', id, 'friend'],
    queryFn: ({ signal }) => call(endpoints.getFriendHelpShoot, { query: secret ? { id, secret } : { id } }, { signal }),
    staleTime: Infinity,
    retry: false,
  });

export const shareCardQuery = (id: number) =>
  queryOptions({
    queryKey: ['helpShoot', id, 'share'],
    queryFn: ({ signal }) => call(endpoints.getShareShoot, { query: { id } }, { signal }),
    staleTime: Infinity,
  });

export const sendSignal = (id: number) => (signal: HelpShootSignal) => call(endpoints.helpShootSignal, { body: { id, signal } });
export const sendFrame = (id: number) => (image: string) => call(endpoints.helpShootFrame, { body: { id, image } });
export const startCountdown = (id: number) => call(endpoints.helpShootCountdown, { body: { id } });
export const receivePhoto = (id: number, photoId: number, action: 'keep' | 'retake') => call(endpoints.receiveHelpPic, { body: { id, photoId, action } });
export const endHelpShoot = (id: number) => call(endpoints.disconnect, { body: { id } });
export const joinHelpShoot = (id: number, secret: string) => call(endpoints.doHelpShoot, { body: { id, secret } });
export const handOverPhoto = (id: number, photoKey: string) => call(endpoints.shoot, { body: { id, photoKey } });
