/**
 * The visitor's language for one request (docs/languages.md): what the app chose (the `youlan-lang`
 * cookie, on a document request) or else the Accept-Language header, matched against the area's
 * languages; the area's main language when nothing matches.
 */
import { matchLanguage, parseAcceptLanguage } from '@youlan/contract';

/** The language a visitor reads (resolved against the area's languages) and the area's main language. */
export interface VisitorLanguage {
  lang: string;
  main: string;
}

/** The cookie the web app sets when a visitor picks a language: documents have no other way to say it. */
export const LANGUAGE_COOKIE = 'youlan-lang';

/** The area's languages, as the tenant row holds them. */
export interface AreaLanguages {
  mainLanguage: string;
  languages: readonly string[];
}

/** The visitor's language among the area's, from the tags they prefer (most preferred first). */
export function resolveLanguage(preferred: readonly string[], area: AreaLanguages): VisitorLanguage {
  const offered = area.languages.includes(area.mainLanguage) ? area.languages : [area.mainLanguage, ...area.languages];
  return { lang: matchLanguage(preferred, offered) ?? area.mainLanguage, main: area.mainLanguage };
}

/** An API request's language: its Accept-Language. */
export function apiLanguage(acceptLanguage: string | undefined, area: AreaLanguages): VisitorLanguage {
  return resolveLanguage(parseAcceptLanguage(acceptLanguage), area);
}

/** A document request's language: the app's cookie first, then Accept-Language. */
export function documentLanguage(cookieHeader: string | undefined, acceptLanguage: string | undefined, area: AreaLanguages): VisitorLanguage {
  const chosen = cookieValue(cookieHeader, LANGUAGE_COOKIE);
  return resolveLanguage([...(chosen ? [chosen] : []), ...parseAcceptLanguage(acceptLanguage)], area);
}

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('=')).trim() || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The console's view of visitor shapes: every text as its source, in the area's main language. */
export function sourceLanguage(area: AreaLanguages): VisitorLanguage {
  return { lang: area.mainLanguage, main: area.mainLanguage };
}
