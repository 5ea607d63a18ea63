/**
 * "输入讲解编号": where GPS fails (halls, caves, under trees) a visitor types the number on the
 * place's sign and the place opens on the map with its guide playing. Its own lazy chunk, loaded
 * when opened.
 */
import type { Place } from '@youlan/contract';
import { PLAY_QUERY_PARAM } from '@youlan/contract/runtime';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BottomSheet } from '../../ui/bottom-sheet.tsx';
import { useNavigate } from 'react-router';
import { placeListQuery } from '../../entities/places.ts';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import './stop-keypad.messages.ts';
import styles from './stop-keypad.module.css';

/** Stop numbers are at most 4 digits (STOP_NUMBER_PATTERN). */
const MAX_DIGITS = 4;
const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'clear', '0', 'back'] as const;

/** The place whose number is exactly what was typed (as its sign writes it: `07` is not `7`); null for none. */
export function placeByStopNumber<P extends Pick<Place, 'stopNumber'>>(places: readonly P[], typed: string): P | null {
  return typed ? (places.find((place) => place.stopNumber === typed) ?? null) : null;
}

export default function StopKeypad({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const places = useQuery(placeListQuery).data?.list ?? [];
  const [typed, setTyped] = useState('');
  const [missing, setMissing] = useState(false);
  const press = (key: (typeof KEYS)[number]) => {
    setMissing(false);
    if (key === 'clear') setTyped('');
    else if (key === 'back') setTyped((value) => value.slice(0, -1));
    else setTyped((value) => (value.length < MAX_DIGITS ? value + key : value));
  };
  const open = () => {
    const place = placeByStopNumber(places, typed);
    if (!place) return setMissing(true);
    onClose();
    void navigate(`/home/draw-map?place=${place.id}&${PLAY_QUERY_PARAM}=1`);
  };
  return (
    <BottomSheet label={t('keypad.title')} onClose={onClose} testId="stop-keypad">
      <p className={styles.title}>{t('keypad.title')}</p>
      <output className={styles.display} aria-live="polite" data-testid="stop-keypad-display">
        {typed || '—'}
      </output>
      <p className={styles.hint} role={missing ? 'alert' : undefined}>
        {missing ? t('keypad.missing', { code: typed }) : t('keypad.hint')}
      </p>
      <div className={styles.keys}>
        {KEYS.map((key) => (
          <button key={key} type="button" className={styles.key} onClick={() => press(key)} data-testid={`stop-key-${key}`} aria-label={key === 'clear' ? t('keypad.clear') : key === 'back' ? t('keypad.back') : key}>
            {key === 'clear' ? 'C' : key === 'back' ? '⌫' : key}
          </button>
        ))}
      </div>
      <div className={styles.actions}>
        <button type="button" className="yl-button yl-button--small yl-button--outline" onClick={onClose}>
          {t('keypad.cancel')}
        </button>
        <button type="button" className="yl-button yl-button--small" disabled={!typed} onClick={open} data-testid="stop-keypad-open">
          {t('keypad.open')}
        </button>
      </div>
    </BottomSheet>
  );
}
