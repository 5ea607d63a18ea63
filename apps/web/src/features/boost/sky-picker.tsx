/** The sky library as a row of thumbnails to pick one from. */
import type { Sky } from '@youlan/contract';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { localName } from '../../platform/localized.ts';
import { MediaImage } from '../../ui/media-image.tsx';

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
  const { t, i18n } = useTranslation();
  return (
    <div className={`yl-boost-skies yl-boost-skies--${tone}`}>
      <p className="yl-boost-skies__label">{label}</p>
      <ul className="yl-boost-skies__list" role="radiogroup" aria-label={label}>
        {skies.map((sky) => {
          const name = localName(sky.name, sky.nameEn, i18n.language);
          const selected = sky.id === selectedId;
          return (
            <li key={sky.id}>
              <button type="button" role="radio" aria-checked={selected} className={`yl-boost-sky${selected ? ' is-selected' : ''}`} onClick={() => onSelect(sky)} disabled={disabled} data-testid="boost-sky">
                <span className="yl-boost-sky__thumb-wrap">
                  <MediaImage className="yl-boost-sky__thumb" mediaKey={sky.thumbnailKey} alt="" />
                  {sky.id === currentId && <span className="yl-boost-sky__badge">{t('boost.view.skyCurrent')}</span>}
                </span>
                <span className="yl-boost-sky__name">{name}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
