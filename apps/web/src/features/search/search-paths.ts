/** Where the search screens lead: the result screen of a query, and the screen of each kind of hit. */
import type { SearchHit, SearchType } from '@youlan/contract';

export function searchResultPath(query: string, type: SearchType | null = null): string {
  const params = new URLSearchParams({ q: query });
  if (type) params.set('type', type);
  return `/search/result?${params.toString()}`;
}

/** A place opens on the map (which reads `place`), a notice its detail, an article its page. */
export function hitPath(hit: Pick<SearchHit, 'type' | 'id'>): string {
  switch (hit.type) {
    case 'place':
      return `/home/draw-map?place=${hit.id}`;
    case 'notice':
      return `/home/draw-map/notice/info/${hit.id}`;
    case 'article':
      return `/article?id=${hit.id}`;
  }
}
