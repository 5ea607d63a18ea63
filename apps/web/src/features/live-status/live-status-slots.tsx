/** What the live-status feature shows in other features' screens (platform/feature-slots.tsx): one chunk, loaded when the map has its markers. */
export { PlaceLiveStatus } from './place-live-status.tsx';
export { MapLiveBadges } from './map-live-badges.tsx';
export { NearestOpenEntry } from './nearest-open-panel.tsx';
