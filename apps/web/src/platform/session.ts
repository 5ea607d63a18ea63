/** Spec section 8: when the server says the login expired, tell the visitor and send them to log in. */
import { i18n } from './i18n/index.ts';
import { onLoginExpired } from './http.ts';
import { LOGIN_PATH, loginRedirectPath } from './route-guard.ts';

interface Navigator {
  currentPath: () => string;
  navigate: (to: string) => void;
  /** Shows the visitor a short message (the app passes ui's toast: platform sits below ui). */
  notify: (message: string) => void;
}

export function installLoginExpiredRedirect({ currentPath, navigate, notify }: Navigator): void {
  onLoginExpired((message) => {
    const path = currentPath();
    // Several calls can fail together; the first one already sent the visitor to log in.
    if (path.toLowerCase().startsWith(LOGIN_PATH.toLowerCase())) return;
    // The server's text is for developers; the visitor reads the code's message in their language.
    console.info('login expired:', message);
    notify(i18n.t('http.loginExpiredRelogin'));
    navigate(loginRedirectPath(path));
  });
}
