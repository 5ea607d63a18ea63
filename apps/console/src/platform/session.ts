/** The operator's session as a query: every screen reads it, a 401 anywhere sends back to log-in. */
import { createContext, useContext } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { consoleRoutes, type ConsoleArea, type ConsoleSession } from '@youlan/contract/console';
import { callConsole, ConsoleApiError, setCsrfToken } from './api.ts';

export const SESSION_KEY = ['console-session'] as const;

async function loadSession(): Promise<ConsoleSession | null> {
  try {
    const session = await callConsole(consoleRoutes.getConsoleSession);
    setCsrfToken(session.csrfToken);
    return session;
  } catch (error) {
    if (error instanceof ConsoleApiError && error.code === 'OPERATOR_LOGIN_REQUIRED') {
      setCsrfToken(null);
      return null;
    }
    throw error;
  }
}

export function useSession() {
  return useQuery({ queryKey: SESSION_KEY, queryFn: loadSession, staleTime: 60_000 });
}

export function rememberSession(client: QueryClient, session: ConsoleSession | null): void {
  setCsrfToken(session?.csrfToken ?? null);
  client.setQueryData(SESSION_KEY, session);
}

/** The area the URL names, if the operator works in it. */
export function areaOf(session: ConsoleSession, code: string | undefined): ConsoleArea | undefined {
  return session.areas.find((area) => area.code === code);
}

const RANK = { viewer: 0, editor: 1, admin: 2 } as const;
export function canDo(area: ConsoleArea, needed: keyof typeof RANK): boolean {
  return RANK[area.role] >= RANK[needed];
}

/** The area the shell resolved from the URL, for the pages inside it. */
export const AreaContext = createContext<ConsoleArea | null>(null);

export function useArea(): ConsoleArea {
  const area = useContext(AreaContext);
  if (!area) throw new Error('useArea outside the console shell');
  return area;
}
