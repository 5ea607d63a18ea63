/**
 * Small badges over the map's markers (closed, a wait, free spaces), as a layer of the Leaflet map.
 * Loaded after the map has its markers, never with the first screen; not interactive, so a tap
 * still reaches the marker below. Leaflet's own API, not react-leaflet's components: those would
 * be split into a chunk the map shares, and the map's code grow past its budget.
 */
import { useEffect, useMemo } from 'react';
import { divIcon, layerGroup, marker, type Map as LeafletMap } from 'leaflet';
import { useQuery } from '@tanstack/react-query';
import type { Place } from '@youlan/contract';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { liveStatusQuery } from './live-status-queries.ts';
import { badgeOf, freshnessNow } from './live-status-rules.ts';
import { useMinuteClock } from './use-minute-clock.ts';
import styles from './live-status.module.css';
import './live-status.messages.ts';

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
  useEffect(() => {
    const layer = layerGroup(badges).addTo(map);
    return () => void layer.remove();
  }, [map, badges]);
  return null;
}
