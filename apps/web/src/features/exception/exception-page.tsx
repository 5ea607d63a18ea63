/** /exception: where a failed start or a broken guard lands; Retry reloads the URL that failed. */
import { useSearchParams } from 'react-router';
import { EXCEPTION_FROM_PARAM } from '../../platform/route-guard.ts';
import { safeRedirectPath } from '../../platform/safe-redirect.ts';
import { ErrorScreen } from '../../ui/error-screen.tsx';

export default function ExceptionPage() {
  const [searchParams] = useSearchParams();
  // A full load, so the start-up data is fetched again and the first navigation runs anew.
  const retry = () => window.location.assign(safeRedirectPath(searchParams.get(EXCEPTION_FROM_PARAM)) ?? '/');
  return <ErrorScreen onRetry={retry} />;
}
