/** The console's texts, zh-CN first and English second, through i18next; `useT` re-renders on a language change. */
import i18next from 'i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useSyncExternalStore } from 'react';
import { messages } from './messages.ts';

export type Language = 'zh-CN' | 'en';
const STORAGE_KEY = 'youlan-console-language';

const stored = localStorage.getItem(STORAGE_KEY);
void i18next.init({
  lng: stored === 'en' ? 'en' : 'zh-CN',
  fallbackLng: 'zh-CN',
  resources: { 'zh-CN': { translation: messages.zhCN }, en: { translation: messages.en } },
  interpolation: { escapeValue: false },
});

// Month and weekday names in the date pickers follow the language.
dayjs.locale(i18next.language === 'en' ? 'en' : 'zh-cn');
i18next.on('languageChanged', (language) => dayjs.locale(language === 'en' ? 'en' : 'zh-cn'));

function subscribe(onChange: () => void): () => void {
  i18next.on('languageChanged', onChange);
  return () => i18next.off('languageChanged', onChange);
}

export function useT(): { t: typeof i18next.t; language: Language } {
  const language = useSyncExternalStore(subscribe, () => i18next.language) as Language;
  return { t: i18next.t.bind(i18next), language };
}

export function setLanguage(language: Language): void {
  localStorage.setItem(STORAGE_KEY, language);
  document.documentElement.lang = language;
  void i18next.changeLanguage(language);
}
