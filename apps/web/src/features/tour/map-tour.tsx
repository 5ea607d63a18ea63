/**
 * The tour the visitor has on, on the home map (docs/tours.md): its path along the trails (the
 * step-free ones for a step-free tour, as the server measured it) and its
 * stops numbered in order (a layer of the Leaflet map), and a card with the progress (stops
 * heard / total), the next stop with how far it is along the trails from the visitor, and a way
 * to end the tour; finished, where its stamp went. Its own chunk, loaded once the map is up; nothing shows while no tour is on.
 */
import type { TourDetail } from '@youlan/contract';
import { useQuery } from '@tanstack/react-query';
import { divIcon, layerGroup, marker, polyline, type Map as LeafletMap } from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { buildTrailGraph, distanceMeters, findWalkingRoute, toDatum, tourTrails, walkStops, type Datum, type GeoPoint, type TrailGraph } from '@youlan/geo';
import { configQuery, mapConfigQuery } from '../../entities/area-queries.ts';
import { formatDistance } from '../../platform/i18n/format.ts';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { watchLocation } from '../../platform/location/index.ts';
import { loginRedirectPath } from '../../platform/route-guard.ts';
import { getToken } from '../../platform/storage.ts';
import { LocalizedText } from '../../ui/fallback-tag.tsx';
import { endTour } from './active-tour.ts';
import { nextStop, useActiveTour } from './tour-queries.ts';
import './tour.messages.ts';
import styles from './tour.module.css';

/** Beyond this from the next stop the visitor is not walking the tour: no distance is shown. */
const FAR_METERS = 20_000;

/** The trails the tour walks (the step-free ones alone for a step-free tour), as a graph; null when there are none. */
function useTrailGraph(tour: TourDetail | undefined): TrailGraph | null {
  const trails = useQuery(mapConfigQuery).data?.trails;
  const isStepFree = tour?.tags.includes('stepFree') ?? false;
  return useMemo(() => {
    const usable = trails && tourTrails(trails, isStepFree);
    return usable?.features.length ? buildTrailGraph(usable) : null;
  }, [trails, isStepFree]);
}

/** The walk from stop to stop, as the server measured the tour's length. */
function useTourPath(tour: TourDetail | undefined, graph: TrailGraph | null): GeoPoint[] | null {
  return useMemo(() => (tour ? walkStops(graph, tour.stops).path : null), [tour, graph]);
}

function stopIcon(number: number, state: 'heard' | 'next' | 'ahead', label: string) {
  const badge = document.createElement('span');
  badge.className = [styles.mapStop, state === 'heard' && styles.mapStopHeard, state === 'next' && styles.mapStopNext].filter(Boolean).join(' ');
  badge.textContent = String(number);
  badge.title = label;
  Object.assign(badge.dataset, { testid: 'tour-map-stop', state });
  // At the top right of the place's own pin (30 px, centred on the place), like a badge.
  return divIcon({ className: '', html: badge, iconSize: [22, 22], iconAnchor: [-3, 26] });
}

export function MapTourLayer({ map, onSelectPlace }: { map: LeafletMap; onSelectPlace?: ((id: number) => void) | undefined }) {
  const active = useActiveTour();
  const graph = useTrailGraph(active?.tour);
  const path = useTourPath(active?.tour, graph);
  const tour = active?.tour;
  const heard = active?.heard;
  useEffect(() => {
    if (!tour || !heard || !path) return;
    const next = nextStop(tour.stops, heard);
    const layer = layerGroup();
    const line = path.map((point): [number, number] => [point.latitude, point.longitude]);
    polyline(line, { color: '#ffffff', weight: 8, opacity: 0.85, interactive: false }).addTo(layer);
    polyline(line, { color: '#c0532f', weight: 4, dashArray: '2 8', lineCap: 'round', className: 'yl-tour-line', interactive: false }).addTo(layer);
    tour.stops.forEach((stop, index) => {
      const state = heard.includes(stop.placeId) ? 'heard' : stop === next ? 'next' : 'ahead';
      const badge = marker([stop.latitude, stop.longitude], { icon: stopIcon(index + 1, state, stop.name.text), zIndexOffset: 900, keyboard: false, interactive: Boolean(onSelectPlace) });
      if (onSelectPlace) badge.on('click', () => onSelectPlace(stop.placeId));
      badge.addTo(layer);
    });
    layer.addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, tour, heard, path, onSelectPlace]);
  return null;
}

/** The visitor's position in the area's datum, null until located. */
function useVisitorPoint(datum: Datum | undefined): GeoPoint | null {
  const [point, setPoint] = useState<GeoPoint | null>(null);
  useEffect(() => {
    if (!datum) return;
    return watchLocation((fix) => setPoint(toDatum(fix, datum)));
  }, [datum]);
  return point;
}

export function MapTourCard({ onSelectPlace }: { onSelectPlace: (id: number) => void }) {
  const { t, i18n } = useTranslation();
  const active = useActiveTour();
  const datum = useQuery(configQuery).data?.coordinateSystem;
  const visitor = useVisitorPoint(datum);
  const graph = useTrailGraph(active?.tour);
  const token = getToken();
  if (!active) return null;
  const { tour, heard } = active;
  const next = nextStop(tour.stops, heard);
  const total = tour.stops.length;
  let away: number | null = null;
  if (next && visitor) {
    away = (graph && findWalkingRoute(graph, visitor, next)?.distanceMeters) ?? distanceMeters(visitor, next);
    if (away > FAR_METERS) away = null;
  }
  return (
    <section className={styles.mapCard} aria-label={t('tour.onMapLabel')} data-bottom-panel data-testid="tour-card">
      <div className={styles.mapCardHead}>
        <h2 className={styles.mapCardTitle}>
          <LocalizedText text={tour.title} />
        </h2>
        <span className={styles.mapCardProgress} data-testid="tour-card-progress">
          {t('tour.progress', { heard: heard.length, total })}
        </span>
        <button type="button" className={styles.mapCardEnd} onClick={endTour} data-testid="tour-end">
          {t('tour.end')}
        </button>
      </div>
      <div className={styles.progress} role="progressbar" aria-label={t('tour.progressLabel')} aria-valuemin={0} aria-valuemax={total} aria-valuenow={heard.length}>
        <div className={styles.progressBar} style={{ width: `${total ? (heard.length / total) * 100 : 0}%` }} />
      </div>
      {next ? (
        <button type="button" className={styles.mapCardNext} onClick={() => onSelectPlace(next.placeId)} data-testid="tour-card-next" data-place-id={next.placeId}>
          <span className={`${styles.mapStop} ${styles.mapStopNext}`} aria-hidden="true">
            {tour.stops.indexOf(next) + 1}
          </span>
          <span className={styles.mapCardNextName}>{t('tour.next', { name: next.name.text })}</span>
          {away !== null && (
            <span className={styles.mapCardAway} data-testid="tour-card-distance">
              {formatDistance(away, i18n.language)}
            </span>
          )}
        </button>
      ) : (
        <p className={styles.mapCardDone} data-testid="tour-card-finished">
          {t('tour.finished')}{' '}
          {token ? (
            <Link to="/punch/detail" data-testid="tour-card-stamp">
              {t('tour.stampEarned')}
            </Link>
          ) : (
            <Link to={loginRedirectPath('/home/draw-map')} data-testid="tour-card-stamp">
              {t('tour.stampLogin')}
            </Link>
          )}
        </p>
      )}
    </section>
  );
}
