/**
 * /home/draw-map/navigation?to=<place id>[&from=<place id>]: a walking route over the area's
 * trails from the visitor (or a chosen place, when the visitor cannot be located or is outside
 * the area) to a place, drawn on the map with its distance and walking time, and a hand-off to
 * the phone's map app.
 */
import { Suspense, useMemo } from 'react';
import type { MapConfig, Place, PlaceClass, ScenicConfig } from '@youlan/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { formatDistance } from '../../platform/i18n/format.ts';
import { useSearchParams } from 'react-router';
import { buildTrailGraph, findWalkingRoute, pointIn, type GeoPoint } from '@youlan/geo';
import { configQuery, mapConfigQuery } from '../../entities/area-queries.ts';
import { openLocation } from '../../platform/wechat/open-location.ts';
import { BackIcon } from '../../ui/icons.tsx';
import { useGoBack, useScreenTitle } from '../../ui/route-handle.ts';
import { ErrorState, LoadingState } from '../../ui/states.tsx';
import { chooseMapSkin } from './map-skin.ts';
import { MapPlaceholder } from './map-placeholder.tsx';
import { placeListQuery } from '../../entities/places.ts';
import { MapCanvas } from './lazy-map-canvas.ts';
import { useSceneCodes } from './scene-codes.ts';
import { useVisitorPosition } from '../../platform/location/visitor-position.ts';
import './navigation.messages.ts';
import styles from './navigation-page.module.css';

/** Height of the route card over the map, kept clear when framing the route. */
const CARD_INSET_PX = 230;

function useDistanceText() {
  const { i18n } = useTranslation();
  return (metres: number) => formatDistance(metres, i18n.language);
}

/** WeChat's own map inside WeChat, AMap's marker page elsewhere (platform/wechat). */
function openInMapApp(destination: Place, datum: ScenicConfig['coordinateSystem'], name: string): void {
  void openLocation({ longitude: destination.longitude, latitude: destination.latitude, datum, name });
}

interface RoutePlannerProps {
  map: MapConfig;
  config: ScenicConfig;
  places: Place[];
  classes: PlaceClass[];
}

function RoutePlanner({ map, config, places, classes }: RoutePlannerProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const visitor = useVisitorPosition(config.coordinateSystem, map.bounds);
  const distanceText = useDistanceText();
  const sceneCodes = useSceneCodes();

  const destination = places.find((place) => place.id === Number(params.get('to'))) ?? null;
  const chosenStart = places.find((place) => place.id === Number(params.get('from'))) ?? null;
  const canUseVisitor = visitor.status === 'located' && visitor.isInArea;
  // Without a usable position the walk starts at the first place (the main gate of most areas).
  const startPlace = chosenStart ?? (canUseVisitor ? null : (places.find((place) => place.id !== destination?.id) ?? null));
  const start: GeoPoint | null = startPlace ?? (visitor.status === 'located' ? visitor.point : null);

  const graph = useMemo(() => buildTrailGraph(map.trails), [map.trails]);
  // Fixes arrive as new objects; the route is recomputed only when the start really moves.
  const [startLongitude, startLatitude] = [start?.longitude, start?.latitude];
  const route = useMemo(
    () =>
      startLongitude !== undefined && startLatitude !== undefined && destination
        ? findWalkingRoute(graph, { longitude: startLongitude, latitude: startLatitude }, destination)
        : null,
    [graph, startLongitude, startLatitude, destination],
  );
  const routePath = useMemo(() => route?.path.map((point) => pointIn(point, config.coordinateSystem)) ?? null, [route, config.coordinateSystem]);

  const setParam = (name: 'to' | 'from', value: string) =>
    setParams(
      (current) => {
        if (value) current.set(name, value);
        else current.delete(name);
        return current;
      },
      { replace: true },
    );

  let startNote: string | null = null;
  if (!chosenStart && !canUseVisitor && startPlace) {
    startNote = visitor.status === 'located' ? t('navigation.outsideStart') : visitor.status === 'locating' ? t('navigation.locatingStart') : t('navigation.noLocationStart');
  }

  return (
    <>
      <div className={styles.navScreenMap}>
        <Suspense fallback={<MapPlaceholder label={t('map.loadingMap')} />}>
          <MapCanvas
            map={map}
            datum={config.coordinateSystem}
            skinKey={chooseMapSkin(map, sceneCodes)}
            places={destination ? [destination] : places}
            classes={classes}
            selectedPlaceId={destination?.id ?? null}
            onSelectPlace={(id) => setParam('to', String(id))}
            route={routePath}
            bottomInsetPx={CARD_INSET_PX}
            isLocateAtTop
          />
        </Suspense>
      </div>
      <section className={styles.routeCard} data-testid="route-card">
        <label className={styles.routeCardRow}>
          <span className={`${styles.routeCardDot} ${styles.routeCardDotStart}`} aria-hidden="true" />
          <span className={styles.routeCardLabel}>{t('navigation.from')}</span>
          <select className={styles.routeCardSelect} value={chosenStart?.id ?? ''} onChange={(event) => setParam('from', event.target.value)} data-testid="route-from">
            <option value="">{canUseVisitor ? t('navigation.myLocation') : startPlace ? startPlace.name.text : t('navigation.myLocation')}</option>
            {places.map((place) => (
              <option key={place.id} value={place.id}>
                {place.name.text}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.routeCardRow}>
          <span className={`${styles.routeCardDot} ${styles.routeCardDotEnd}`} aria-hidden="true" />
          <span className={styles.routeCardLabel}>{t('navigation.to')}</span>
          <select className={styles.routeCardSelect} value={destination?.id ?? ''} onChange={(event) => setParam('to', event.target.value)} data-testid="route-to">
            {!destination && <option value="">{t('navigation.chooseDestination')}</option>}
            {places.map((place) => (
              <option key={place.id} value={place.id}>
                {place.name.text}
              </option>
            ))}
          </select>
        </label>
        {startNote && <p className={styles.routeCardNote} data-testid="route-note">{startNote}</p>}
        <div className={styles.routeCardSummary}>
          {route ? (
            <p className={styles.routeCardDistance} data-testid="route-distance">
              <strong>{distanceText(route.distanceMeters)}</strong>
              <span>{t('navigation.walkTime', { minutes: Math.max(1, Math.round(route.walkingSeconds / 60)) })}</span>
            </p>
          ) : (
            <p className={`${styles.routeCardDistance} ${styles.routeCardDistanceNone}`} data-testid="route-none">
              {destination ? (start ? t('navigation.noRoute') : t('navigation.locatingStart')) : t('navigation.chooseDestination')}
            </p>
          )}
          {destination && (
            <button type="button" className={styles.routeCardOpen} onClick={() => openInMapApp(destination, config.coordinateSystem, destination.name.text)} data-testid="open-in-map-app">
              {t('navigation.openInMapApp')}
            </button>
          )}
        </div>
      </section>
    </>
  );
}

export default function NavigationPage() {
  const { t } = useTranslation();
  const title = useScreenTitle();
  const goBack = useGoBack();
  const { data: config } = useQuery(configQuery);
  const places = useQuery(placeListQuery);
  const map = useQuery(mapConfigQuery);

  let body = <LoadingState />;
  if (places.isError) body = <ErrorState message={t('home.placesFailed')} onRetry={() => void places.refetch()} />;
  else if (map.isError) body = <ErrorState message={t('map.noMap')} onRetry={() => void map.refetch()} />;
  else if (config && places.data && map.data) body = <RoutePlanner map={map.data} config={config} places={places.data.list} classes={places.data.classes} />;

  return (
    <div className={styles.navScreen}>
      <header className="yl-nav">
        <button type="button" className="yl-nav__back" onClick={goBack} aria-label={t('common.back')} data-testid="nav-back">
          <BackIcon />
        </button>
        <h1 className="yl-nav__title">{title}</h1>
      </header>
      {body}
    </div>
  );
}
