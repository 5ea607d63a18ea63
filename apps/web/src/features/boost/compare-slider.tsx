/**
 * Before and after, one over the other: the visitor drags the divider (a range input stretched
 * over the picture, so touch, mouse, keyboard and screen readers all work the same way). A result
 * that was rotated, cropped or framed no longer lines up with its original (a landscape original
 * pasted over a square result), so the two are then shown side by side, each whole.
 */
import { useState, type CSSProperties } from 'react';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { MediaImage } from '../../ui/media-image.tsx';
import styles from './boost.module.css';

interface CompareSliderProps {
  beforeKey: string | null;
  afterKey: string;
  width: number;
  height: number;
  /** A CSS filter over the after picture while edits are being chosen. */
  afterFilter?: string;
  /** The result's shape or framing differs from the original's: compare side by side. */
  isReshaped?: boolean;
}

export function CompareSlider({ beforeKey, afterKey, width, height, afterFilter = 'none', isReshaped = false }: CompareSliderProps) {
  const { t } = useTranslation();
  const [split, setSplit] = useState(50);
  if (beforeKey && isReshaped) {
    return (
      <div className={styles.boostCompareSides} data-testid="boost-compare" data-mode="side-by-side">
        <figure className={styles.boostCompareSide}>
          <MediaImage mediaKey={beforeKey} alt={t('boost.view.before')} testId="boost-before" />
          <figcaption className={styles.boostCompareCaption}>{t('boost.view.before')}</figcaption>
        </figure>
        <figure className={styles.boostCompareSide} style={{ filter: afterFilter }}>
          <MediaImage mediaKey={afterKey} alt={t('boost.view.resultAlt')} testId="boost-after" />
          <figcaption className={styles.boostCompareCaption}>{t('boost.view.after')}</figcaption>
        </figure>
      </div>
    );
  }
  const style = { aspectRatio: `${width} / ${height}`, '--yl-split': `${split}%` } as CSSProperties;
  return (
    <div className={styles.boostCompare} style={style} data-testid="boost-compare">
      <span className={styles.boostCompareAfter} style={{ filter: afterFilter }}>
        <MediaImage className={styles.boostCompareMedia} mediaKey={afterKey} alt={t('boost.view.resultAlt')} testId="boost-after" />
      </span>
      {beforeKey && (
        <>
          <span className={styles.boostCompareBefore} aria-hidden="true">
            <MediaImage className={styles.boostCompareMedia} mediaKey={beforeKey} alt="" testId="boost-before" />
          </span>
          <span className={styles.boostCompareDivider} aria-hidden="true">
            <i />
          </span>
          <span className={`${styles.boostCompareTag} ${styles.boostCompareTagBefore}`}>{t('boost.view.before')}</span>
          <span className={`${styles.boostCompareTag} ${styles.boostCompareTagAfter}`}>{t('boost.view.after')}</span>
          <input className={styles.boostCompareRange} type="range" min={0} max={100} value={split} onChange={(event) => setSplit(Number(event.target.value))} aria-label={t('boost.view.compare')} data-testid="boost-compare-range" />
        </>
      )}
    </div>
  );
}
