/** The sky library as a row of thumbnails to pick one from. */
import type { Sky } from '@youlan/contract';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { MediaImage } from '../../ui/media-image.tsx';
import styles from './boost.module.css';

interface SkyPickerProps {
  skies: readonly Sky[];
  selectedId: number | null;
  onSelect: (sky: Sky) => void;
  label: string;
  /** Marks the sky the photo already has. */
  currentId?: number | null;
  disabled?: boolean;
  tone?: 'light' | 'dark';
}

export function SkyPicker({ skies, selectedId, onSelect, label, currentId = null, disabled = false, tone = 'light' }: SkyPickerProps) {
  const { t } = useTranslation();
  return (
    <div className={tone === 'dark' ? styles.boostSkiesDark : styles.boostSkiesLight}>
      <p className={styles.boostSkiesLabel}>{label}</p>
      <ul className={styles.boostSkiesList} role="radiogroup" aria-label={label}>
        {skies.map((sky) => {
          const name = sky.name.text;
          const selected = sky.id === selectedId;
          return (
            <li key={sky.id}>
              <button type="button" role="radio" aria-checked={selected} className={`${styles.boostSky}${selected ? ' is-selected' : ''}`} onClick={() => onSelect(sky)} disabled={disabled} data-testid="boost-sky">
                <span className={styles.boostSkyThumbWrap}>
                  <MediaImage className={styles.boostSkyThumb} mediaKey={sky.thumbnailKey} alt="" />
                  {sky.id === currentId && <span className={styles.boostSkyBadge}>{t('boost.view.skyCurrent')}</span>}
                </span>
                <span className={styles.boostSkyName}>{name}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
