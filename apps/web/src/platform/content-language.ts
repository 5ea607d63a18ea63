/**
 * Operator content comes in the visitor's chosen language (docs/languages.md): every call says it in
 * `Accept-Language`, and a cookie says it to document requests, whose start data the server
 * writes in that language. Known before the interface's texts load (the stored or detected choice).
 */
import type { QueryClient } from '@tanstack/react-query';
import { i18n } from './i18n/index.ts';
import { chooseLocale } from './i18n/locale-choice.ts';
import { readLocal, STORAGE_KEYS } from './storage.ts';

/** The cookie the server reads on document requests (apps/server platform/visitor-language.ts). */
export const LANGUAGE_COOKIE = 'youlan-lang';

/** The interface language once one was applied after start-up; until then the choice it will be. */
let applied: string | null = null;

export function contentLanguage(): string {
  return applied ?? chooseLocale({ stored: readLocal(STORAGE_KEYS.locale), userAgent: navigator.userAgent, phoneLanguages: navigator.languages ?? [] });
}

export const baseLanguage = (tag: string) => tag.toLowerCase().split('-')[0] ?? '';

function writeCookie(language: string): void {
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; path=/; max-age=31536000; samesite=lax`;
}

/** Keeps the cookie in step and, when the visitor switches language, asks every screen's data again in it. */
export function followContentLanguage(queryClient: QueryClient): () => void {
  let asked = contentLanguage();
  writeCookie(asked);
  let shown = i18n.language;
  return i18n.subscribe(() => {
    // The listeners also hear texts arriving; only a new interface language matters here.
    if (i18n.language === shown) return;
    shown = i18n.language;
    applied = shown;
    if (applied === asked) return;
    asked = applied;
    writeCookie(asked);
    void queryClient.resetQueries();
  });
}
