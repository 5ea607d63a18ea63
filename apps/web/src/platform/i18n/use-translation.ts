/**
 * The React side of i18n: `useTranslation()` gives a `t` for the current language and re-renders
 * when the language changes or texts it asked for too early arrive.
 */
import { useSyncExternalStore } from 'react';
import { i18n, type Translate } from './index.ts';

/** A new `t` whenever what it returns may have changed, so effects and memos that use it rerun. */
let translate: Translate | null = null;

function currentTranslate(): Translate {
  translate ??= (key, values) => i18n.t(key, values);
  return translate;
}

// Subscribed first, so every component's listener sees the new `t`.
i18n.subscribe(() => {
  translate = null;
});

function subscribe(listener: () => void): () => void {
  return i18n.subscribe(listener);
}

export function useTranslation() {
  const t = useSyncExternalStore(subscribe, currentTranslate);
  return { t, i18n };
}
