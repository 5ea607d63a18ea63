/**
 * Search with the network cut (issue 29): the places are on the phone (the place list the map
 * reads, kept by the service worker and the offline package), so their names are searched here;
 * notices and articles need the server.
 */
import type { Place, SearchHit, SearchLanguage } from '@youlan/contract';

type SearchablePlace = Pick<Place, 'id' | 'name' | 'nameEn' | 'intro' | 'introEn' | 'imageKey'>;

const SNIPPET_LENGTH = 60;

/** The opening words of a place's introduction, as the server's snippets show them. */
function opening(text: string): string {
  return text.length > SNIPPET_LENGTH ? `${text.slice(0, SNIPPET_LENGTH).trimEnd()}…` : text;
}

/** The places whose name (either language) contains `q`, as hits in `lang`, name matches first by position. */
export function searchPlacesOffline(places: readonly SearchablePlace[], q: string, lang: SearchLanguage): SearchHit[] {
  const needle = q.trim().toLowerCase();
  if (!needle) return [];
  const hits: Array<SearchHit & { at: number }> = [];
  for (const place of places) {
    const inName = place.name.toLowerCase().indexOf(needle);
    const inNameEn = place.nameEn?.toLowerCase().indexOf(needle) ?? -1;
    if (inName < 0 && inNameEn < 0) continue;
    const english = lang === 'en' && place.nameEn !== null;
    const title = english ? place.nameEn! : place.name;
    const at = title.toLowerCase().indexOf(needle);
    hits.push({
      type: 'place',
      id: place.id,
      title,
      isChineseFallback: lang === 'en' && !english,
      titleRanges: at < 0 ? [] : [[at, at + needle.length]],
      snippet: opening((english ? place.introEn : null) ?? place.intro),
      snippetRanges: [],
      imageKey: place.imageKey,
      publishedAt: null,
      at: at < 0 ? Number.MAX_SAFE_INTEGER : at,
    });
  }
  return hits.sort((a, b) => a.at - b.at).map(({ at: _at, ...hit }) => hit);
}
