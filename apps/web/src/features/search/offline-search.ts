/**
 * Search with the network cut (issue 29): the places are on the phone (the place list the map
 * reads, kept by the service worker and the offline package), so their names are searched here;
 * notices and articles need the server.
 */
import type { Place, SearchHit } from '@youlan/contract';

type SearchablePlace = Pick<Place, 'id' | 'name' | 'signName' | 'intro' | 'imageKey'>;

const SNIPPET_LENGTH = 60;

/** The opening words of a place's introduction, as the server's snippets show them. */
function opening(text: string): string {
  return text.length > SNIPPET_LENGTH ? `${text.slice(0, SNIPPET_LENGTH).trimEnd()}…` : text;
}

/**
 * The places whose name (in the visitor's language, or as the area's signs say it) contains `q`,
 * name matches first by position.
 */
export function searchPlacesOffline(places: readonly SearchablePlace[], q: string): SearchHit[] {
  const needle = q.trim().toLowerCase();
  if (!needle) return [];
  const hits: Array<SearchHit & { at: number }> = [];
  for (const place of places) {
    const title = place.name.text;
    const at = title.toLowerCase().indexOf(needle);
    if (at < 0 && !place.signName.text.toLowerCase().includes(needle)) continue;
    hits.push({
      type: 'place',
      id: place.id,
      title,
      lang: place.name.lang,
      ...(place.name.machine && { machine: place.name.machine }),
      titleRanges: at < 0 ? [] : [[at, at + needle.length]],
      snippet: opening(place.intro.text),
      snippetRanges: [],
      imageKey: place.imageKey,
      publishedAt: null,
      at: at < 0 ? Number.MAX_SAFE_INTEGER : at,
    });
  }
  return hits.sort((a, b) => a.at - b.at).map(({ at: _at, ...hit }) => hit);
}
