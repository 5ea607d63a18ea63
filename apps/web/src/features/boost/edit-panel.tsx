/** The edit choices: crop ratio, rotation, brightness / contrast / saturation, a filter preset, the frame. */
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { RetryIcon } from '../../ui/icons.tsx';
import { FILTER_PRESETS } from '@youlan/contract/runtime';
import { CROP_ASPECTS, NO_EDIT, type EditChoices } from './edit-operations.ts';
import styles from './boost.module.css';

interface EditPanelProps {
  choices: EditChoices;
  onChange: (choices: EditChoices) => void;
  onApply: () => void;
  canApply: boolean;
  busy: boolean;
}

const ADJUSTMENTS = ['brightness', 'contrast', 'saturation'] as const;

export function EditPanel({ choices, onChange, onApply, canApply, busy }: EditPanelProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<EditChoices>) => onChange({ ...choices, ...patch });
  const degrees = (((choices.quarterTurns % 4) + 4) % 4) * 90;
  return (
    <section className={`yl-card ${styles.boostEdit}`} aria-label={t('boost.view.edit')}>
      <div className={styles.boostEditGroup}>
        <p className={styles.boostEditLabel}>{t('boost.view.crop')}</p>
        <div className={`yl-choice-chips yl-choice-chips--wrap ${styles.boostEditChoices}`} role="radiogroup" aria-label={t('boost.view.crop')}>
          {CROP_ASPECTS.map((aspect) => (
            <button key={aspect} type="button" role="radio" aria-checked={choices.aspect === aspect} className={`yl-choice-chip${choices.aspect === aspect ? ' is-active' : ''}`} onClick={() => set({ aspect })}>
              {aspect === 'original' ? t('boost.view.cropOriginal') : aspect}
            </button>
          ))}
          <button type="button" className="yl-choice-chip" onClick={() => set({ quarterTurns: (choices.quarterTurns + 1) % 4 })} aria-label={t('boost.view.rotate')} data-testid="boost-edit-rotate">
            <RetryIcon />
            {degrees > 0 && <span>{degrees}°</span>}
          </button>
        </div>
      </div>

      {ADJUSTMENTS.map((name) => (
        <label key={name} className={styles.boostEditSlider}>
          <span className={styles.boostEditLabel}>{t(`boost.view.${name}`)}</span>
          <input type="range" min={-100} max={100} step={5} value={choices[name]} onChange={(event) => set({ [name]: Number(event.target.value) })} data-testid={`boost-edit-${name}`} />
          <output>{choices[name] > 0 ? `+${choices[name]}` : choices[name]}</output>
        </label>
      ))}

      <div className={styles.boostEditGroup}>
        <p className={styles.boostEditLabel}>{t('boost.view.filters')}</p>
        <div className={`yl-choice-chips yl-choice-chips--wrap ${styles.boostEditChoices}`} role="radiogroup" aria-label={t('boost.view.filters')}>
          {FILTER_PRESETS.map((preset) => (
            <button key={preset} type="button" role="radio" aria-checked={choices.filter === preset} className={`yl-choice-chip${choices.filter === preset ? ' is-active' : ''}`} onClick={() => set({ filter: preset })} data-testid="boost-edit-filter">
              {t(`boost.view.filter.${preset}`)}
            </button>
          ))}
        </div>
      </div>

      <label className={styles.boostEditSwitch}>
        <span>
          <span className={styles.boostEditLabel}>{t('boost.view.frame')}</span>
          <small>{t('boost.view.frameHint')}</small>
        </span>
        <input type="checkbox" role="switch" className="yl-switch" checked={choices.frame} onChange={(event) => set({ frame: event.target.checked })} data-testid="boost-edit-frame" />
      </label>

      <div className={styles.boostEditActions}>
        <button type="button" className="yl-button yl-button--outline" onClick={() => onChange(NO_EDIT)} disabled={busy}>
          {t('boost.view.reset')}
        </button>
        <button type="button" className="yl-button" onClick={onApply} disabled={!canApply || busy} data-testid="boost-edit-apply">
          {t('boost.view.apply')}
        </button>
      </div>
    </section>
  );
}
