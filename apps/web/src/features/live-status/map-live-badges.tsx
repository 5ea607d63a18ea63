/**
 * Small badges over the map's markers (closed, a wait, free spaces), and under them a simple heat
 * layer of how crowded places are (a tinted disc per place), as layers of the Leaflet map; and, where
 * the map watches the visitor's position, the crowd reporter (crowd-reporter.tsx) beside them.
 * Loaded after the map has its markers, never with the first screen; not interactive, so a tap
 * still reaches the marker below. Leaflet's own API, not react-leaflet's components: those would
 * be split into a chunk the map shares, and the map's code grow past its budget.
 */
import { useEffect, useMemo } from 'react';
import { circle, divIcon, layerGroup, marker, type Map as LeafletMap } from 'leaflet';
import { useQuery } from '@tanstack/react-query';
import type { Place, PlaceCrowd } from '@youlan/contract';
import { DEFAULT_SCOPE_RANGE } from '@youlan/contract/runtime';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { liveStatusQuery } from './live-status-queries.ts';
import { badgeOf, freshnessNow } from './live-status-rules.ts';
import { useMinuteClock } from './use-minute-clock.ts';
import { CrowdReporter } from './crowd-reporter.tsx';
import styles from './live-status.module.css';
import './live-status.messages.ts';

/** The heat's tint per level; a quiet place has none. */
const HEAT_COLORS: Partial<Record<PlaceCrowd['level'], string>> = { calm: '#2e7d32', busy: '#d97706', crowded: '#c62828' };
/** A disc as wide as the place's scope, within these metres (a scope of the whole area would cover the map). */
const HEAT_RADIUS_MIN_M = 40;
const HEAT_RADIUS_MAX_M = 250;

function useCrowdHeat(map: LeafletMap, places: Place[], crowds: readonly PlaceCrowd[] | undefined): void {
  const discs = useMemo(() => {
    const placeById = new Map(places.map((place) => [place.id, place]));
    return (crowds ?? []).flatMap((crowd) => {
      const place = placeById.get(crowd.placeId);
      const color = HEAT_COLORS[crowd.level];
      if (!place || !color) return [];
      const scope = place.scopeRange > 0 && place.scopeRange < DEFAULT_SCOPE_RANGE ? place.scopeRange : HEAT_RADIUS_MIN_M;
      const radius = Math.min(HEAT_RADIUS_MAX_M, Math.max(HEAT_RADIUS_MIN_M, scope));
      return [circle([place.latitude, place.longitude], { radius, stroke: false, fillColor: color, fillOpacity: 0.28, interactive: false, className: `yl-crowd-heat yl-crowd-heat-${crowd.level}` })];
    });
  }, [places, crowds]);
  useEffect(() => {
    const layer = layerGroup(discs).addTo(map);
    return () => void layer.remove();
  }, [map, discs]);
}

export function MapLiveBadges({ map, places }: { map: LeafletMap; places: Place[] }) {
  const { t } = useTranslation();
  const { data } = useQuery(liveStatusQuery);
  const now = useMinuteClock();
  const badges = useMemo(() => {
    if (!data) return [];
    const placeById = new Map(places.map((place) => [place.id, place]));
    return data.statuses.flatMap((status) => {
      const place = placeById.get(status.placeId);
      const badge = badgeOf(status);
      const freshness = freshnessNow(status, data, now);
      if (!place || !badge || freshness === 'hidden') return [];
      const element = document.createElement('span');
      element.className = [styles.badge, styles[badge.kind as keyof typeof styles] ?? '', freshness === 'stale' ? styles.stale : ''].join(' ');
      Object.assign(element.dataset, { testid: 'map-live-badge', placeId: String(place.id), kind: badge.kind });
      element.textContent = t(`liveStatus.badge.${badge.kind}`, { count: badge.count });
      // The pin is 30 px round on its place: the badge sits at its top right.
      const icon = divIcon({ className: 'yl-live-badge', html: element, iconSize: [0, 0], iconAnchor: [-8, 24] });
      return [marker([place.latitude, place.longitude], { icon, interactive: false, keyboard: false, zIndexOffset: 600 })];
    });
  }, [data, places, now, t]);
  useCrowdHeat(map, places, data?.crowds);
  useEffect(() => {
    const layer = layerGroup(badges).addTo(map);
    return () => void layer.remove();
  }, [map, badges]);
  return <CrowdReporter />;
}
