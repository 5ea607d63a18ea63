/** What the map area shows until the illustrated map arrives (or when the area has none). */
import { LandscapeArt } from '../../ui/landscape-art.tsx';
import styles from './map-placeholder.module.css';

export function MapPlaceholder({ label }: { label: string }) {
  return (
    <div className={styles.mapPlaceholder} data-testid="map-placeholder">
      <LandscapeArt className={styles.mapPlaceholderArt} />
      <p className={styles.mapPlaceholderLabel}>{label}</p>
    </div>
  );
}
