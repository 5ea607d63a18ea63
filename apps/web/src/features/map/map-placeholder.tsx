/** What the map area shows until the illustrated map arrives (or when the area has none). */
import { LandscapeArt } from '../../ui/landscape-art.tsx';

export function MapPlaceholder({ label }: { label: string }) {
  return (
    <div className="yl-map-placeholder" data-testid="map-placeholder">
      <LandscapeArt className="yl-map-placeholder__art" />
      <p className="yl-map-placeholder__label">{label}</p>
    </div>
  );
}
