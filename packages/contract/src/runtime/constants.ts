/** Constants of the spec both apps need at run time (zod-free, like everything under runtime/). */
/** Spec section 3: placeType 6 is always included in filtered lists (service facilities). */
export const ALWAYS_LISTED_PLACE_TYPE = 6;
/** Spec section 3 and 9: a place without a range reaches this far (metres). */
export const DEFAULT_SCOPE_RANGE = 5_000_000;
/** Spec section 5 and 9: the app asks for the whole list at once. */
export const PLACE_LIST_PAGE_SIZE = 9999;
/** Spec section 9: sent when the page is left or hidden, and every 1,000,000 ms. */
export const VIEW_LOG_INTERVAL_MS = 1_000_000;
/** 1: the screen is open; 0: switched off (the app shows the dead-link page instead). */
export const RouteStatus = { OPEN: 1, CLOSED: 0 } as const;
/** Spec section 9: the automatic audio guide checks the visitor's position at most this often. */
export const AUTO_GUIDE_CHECK_MS = 3000;
/** The icons the maps draw a place class with (docs/map.md); an area file may name others, drawn as a plain pin. */
export const PLACE_CLASS_ICONS = ['gate', 'palace', 'garden', 'bridge', 'service'] as const;
export type PlaceClassIcon = (typeof PLACE_CLASS_ICONS)[number];
