/**
 * "附近开放的 厕所/出口/医务/餐饮/停车场": the map screen's row of facility kinds the area has; a tap
 * answers with the nearest open one and the walk to it along the trails (nearest-open.ts), from
 * where the visitor is, with a way to open it or walk there. A closed facility's sheet names the
 * nearest open one of its kind. Part of the live-status chunk, never of the first screen.
 */
import { useMemo, useState } from 'react';
import { BottomSheet } from '../../ui/bottom-sheet.tsx';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { FACILITY_KINDS, type FacilityKind } from '@youlan/contract/runtime';
import type { MapConfig, Place } from '@youlan/contract';
import { buildTrailGraph, type GeoPoint } from '@youlan/geo';
import { configQuery, mapConfigQuery } from '../../entities/area-queries.ts';
import { placeListQuery } from '../../entities/places.ts';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { formatDistance } from '../../platform/i18n/format.ts';
import { useVisitorPosition, type VisitorPosition } from '../../platform/location/visitor-position.ts';
import { LocalizedText } from '../../ui/fallback-tag.tsx';
import { liveStatusQuery } from './live-status-queries.ts';
import { facilityKindsOf, nearestOpen, type NearestOpen } from './nearest-open.ts';
import { useMinuteClock } from './use-minute-clock.ts';
import styles from './nearest-open.module.css';
import './live-status.messages.ts';

/** The nearest open place of `kind` from `from`, with the area's trails and the live snapshot (null while either is loading). */
function useNearestOpen(kind: FacilityKind, from: GeoPoint | null, exceptId: number | null = null): { answer: NearestOpen<Place> | null; isReady: boolean } {
  const { data: places } = useQuery(placeListQuery);
  const { data: map } = useQuery(mapConfigQuery);
  const { data: snapshot, isPending } = useQuery(liveStatusQuery);
  const now = useMinuteClock();
  const trails = map?.trails;
  const graph = useMemo(() => (trails ? buildTrailGraph(trails) : null), [trails]);
  const [longitude, latitude] = [from?.longitude, from?.latitude];
  const answer = useMemo(
    () => (places && longitude !== undefined && latitude !== undefined ? nearestOpen(kind, { longitude, latitude }, places.list, snapshot, graph, now, exceptId) : null),
    [kind, places, longitude, latitude, snapshot, graph, now, exceptId],
  );
  // A failed snapshot is no reason to hold the answer back: every place then counts as unconfirmed.
  return { answer, isReady: places !== undefined && map !== undefined && !isPending };
}

/** The map screen's row: one button per facility kind the area has places of. */
export function NearestOpenEntry() {
  const { t } = useTranslation();
  const { data: places } = useQuery(placeListQuery);
  const [kind, setKind] = useState<FacilityKind | null>(null);
  const kinds = useMemo(() => facilityKindsOf(places?.list ?? [], FACILITY_KINDS), [places]);
  if (kinds.length === 0) return null;
  return (
    <>
      <nav className={styles.entry} aria-label={t('liveStatus.nearest.label')} data-testid="nearest-open-entry">
        <span className={styles.entryLabel}>{t('liveStatus.nearest.label')}</span>
        {kinds.map((candidate) => (
          <button key={candidate} type="button" className={styles.entryKind} onClick={() => setKind(candidate)} data-testid="nearest-open-kind" data-kind={candidate}>
            {t(`liveStatus.nearest.kinds.${candidate}`)}
          </button>
        ))}
      </nav>
      {kind && <NearestOpenDialog kind={kind} onClose={() => setKind(null)} />}
    </>
  );
}

function NearestOpenDialog({ kind, onClose }: { kind: FacilityKind; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: config } = useQuery(configQuery);
  const { data: map } = useQuery(mapConfigQuery);
  const thing = t(`liveStatus.nearest.things.${kind}`);
  return (
    <BottomSheet label={t('liveStatus.nearest.title', { thing })} onClose={onClose} testId="nearest-open">
      <header className={styles.dialogHead}>
        <h2 className={styles.dialogTitle}>{t('liveStatus.nearest.title', { thing })}</h2>
        <button type="button" className={styles.dialogClose} onClick={onClose} data-testid="nearest-open-close">
          {t('liveStatus.nearest.close')}
        </button>
      </header>
      {config && map ? <NearestOpenAnswer kind={kind} thing={thing} datum={config.coordinateSystem} bounds={map.bounds} onDone={onClose} /> : <p className={styles.message}>{t('liveStatus.nearest.locating')}</p>}
    </BottomSheet>
  );
}

/** What to tell while the visitor's position cannot answer: how to get one. */
function positionProblem(visitor: VisitorPosition): 'locating' | 'denied' | 'unavailable' | 'outside' | null {
  if (visitor.status === 'locating') return 'locating';
  if (visitor.status === 'failed') return visitor.error === 'denied' ? 'denied' : 'unavailable';
  return visitor.isInArea ? null : 'outside';
}

function NearestOpenAnswer({ kind, thing, datum, bounds, onDone }: { kind: FacilityKind; thing: string; datum: 'wgs84' | 'gcj02'; bounds: MapConfig['bounds']; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const visitor = useVisitorPosition(datum, bounds);
  const problem = positionProblem(visitor);
  const { answer, isReady } = useNearestOpen(kind, visitor.status === 'located' && !problem ? visitor.point : null);
  if (problem) {
    return (
      <p className={styles.message} role={problem === 'locating' ? undefined : 'alert'} data-testid="nearest-open-problem" data-problem={problem}>
        {t(`liveStatus.nearest.${problem}`, { thing })}
      </p>
    );
  }
  if (!isReady) return <p className={styles.message}>{t('liveStatus.nearest.locating')}</p>;
  if (!answer) {
    return (
      <p className={styles.message} data-testid="nearest-open-none">
        {t('liveStatus.nearest.none', { thing })}
      </p>
    );
  }
  const go = (path: string) => {
    onDone();
    void navigate(path);
  };
  return (
    <div className={styles.answer} data-testid="nearest-open-answer" data-place-id={answer.place.id}>
      <p className={styles.answerName}>
        <LocalizedText text={answer.place.name} />
      </p>
      <p className={styles.answerWalk} data-testid="nearest-open-walk">
        {t('liveStatus.nearest.walk', { count: answer.minutes, distance: formatDistance(answer.metres, i18n.language) })}
      </p>
      {answer.state === 'closingSoon' && <p className={`${styles.answerState} ${styles.closingSoon}`}>{t('liveStatus.states.closingSoon')}</p>}
      {answer.state === null && (
        <p className={styles.answerState} data-testid="nearest-open-unconfirmed">
          {t('liveStatus.nearest.unconfirmed')}
        </p>
      )}
      {!answer.isAlongTrails && (
        <p className={styles.answerState} data-testid="nearest-open-straight">
          {t('liveStatus.nearest.straight')}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.action} onClick={() => go(`/home/draw-map?place=${answer.place.id}`)} data-testid="nearest-open-view">
          {t('liveStatus.nearest.view')}
        </button>
        <button type="button" className={`${styles.action} ${styles.actionMain}`} onClick={() => go(`/home/draw-map/navigation?to=${answer.place.id}`)} data-testid="nearest-open-navigate">
          {t('liveStatus.nearest.navigate')}
        </button>
      </div>
    </div>
  );
}

/**
 * In the sheet of a closed facility (or a full car park): the nearest open one of its kind, from the
 * visitor where located in the area, else from this place (the visitor is looking at it); a tap opens it.
 */
export function NearestOpenInstead({ place, kind }: { place: Place; kind: FacilityKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: config } = useQuery(configQuery);
  const { data: map } = useQuery(mapConfigQuery);
  if (!config || !map) return null;
  return <NearestInsteadLine place={place} kind={kind} datum={config.coordinateSystem} bounds={map.bounds} onOpen={(id) => void navigate(`/home/draw-map?place=${id}`, { replace: true })} label={t('liveStatus.nearest.instead', { thing: t(`liveStatus.nearest.things.${kind}`) })} />;
}

function NearestInsteadLine({ place, kind, datum, bounds, onOpen, label }: { place: Place; kind: FacilityKind; datum: 'wgs84' | 'gcj02'; bounds: MapConfig['bounds']; onOpen: (id: number) => void; label: string }) {
  const { t } = useTranslation();
  const visitor = useVisitorPosition(datum, bounds);
  const from = visitor.status === 'located' && visitor.isInArea ? visitor.point : place;
  const { answer } = useNearestOpen(kind, from, place.id);
  if (!answer) return null;
  return (
    <button type="button" className={styles.instead} onClick={() => onOpen(answer.place.id)} data-testid="nearest-open-instead" data-place-id={answer.place.id}>
      {label}
      <strong>
        <LocalizedText text={answer.place.name} />
      </strong>
      {' · '}
      {t('liveStatus.nearest.insteadWalk', { count: answer.minutes })}
      {answer.state === null && ` · ${t('liveStatus.nearest.unconfirmed')}`}
    </button>
  );
}
