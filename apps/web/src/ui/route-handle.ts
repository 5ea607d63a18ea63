/** What the router attaches to each route (`handle`), and hooks that read it. */
import type { MessageKey } from '../platform/i18n/index.ts';
import { useTranslation } from '../platform/i18n/use-translation.ts';
import { useMatches, useNavigate } from 'react-router';

export interface RouteHandle {
  /** The route's full path in the route table (`/home/draw-map`). */
  fullPath: string;
  /** i18n key of the screen's title. */
  titleKey: MessageKey;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).titleKey === 'string';
}

/** The innermost matched route's handle: the screen on display. */
export function useScreenHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}

export function useScreenTitle(): string {
  const { t } = useTranslation();
  const handle = useScreenHandle();
  return handle ? t(handle.titleKey) : '';
}

/**
 * Back to the previous screen of this visit, or home when the visitor opened this screen first
 * (a shared link): leaving the app from a back button would surprise them.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate('/home', { replace: true });
  };
}
