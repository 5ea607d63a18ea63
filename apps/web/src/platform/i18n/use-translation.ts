/**
 * The React side of i18n: `useTranslation()` gives a `t` for the current language and re-renders
 * when the language changes or texts arrive. A few lines of our own in place of react-i18next,
 * which the first screen's size budget cannot afford.
 */
import { useSyncExternalStore } from 'react';
import { i18n } from './index.ts';

type Translate = ReturnType<typeof i18n.getFixedT>;

/** A new `t` whenever what it returns may have changed, so effects and memos that use it rerun. */
let translate: Translate | null = null;
const listeners = new Set<() => void>();

function currentTranslate(): Translate {
  translate ??= i18n.getFixedT(null, 'translation');
  return translate;
}

function notify(): void {
  translate = null;
  for (const listener of listeners) listener();
}
i18n.on('languageChanged', notify);
i18n.on('added', notify);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTranslation() {
  const t = useSyncExternalStore(subscribe, currentTranslate);
  return { t, i18n };
}
