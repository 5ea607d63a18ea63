/**
 * The Leaflet map: the area's illustrated picture laid over its bounds, a marker per place, the
 * visitor's position and accuracy, and a walking route when given. Loaded as its own chunk after
 * the screen around it has rendered. Leaflet works in the area's own datum: there is no tile
 * layer, so every coordinate drawn (places, trails, the converted visitor fix) is in that datum.
 */
import 'leaflet/dist/leaflet.css';
import { memo, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { divIcon, latLngBounds, point, type LatLngBoundsExpression, type LatLngExpression, type Map as LeafletMap } from 'leaflet';
import { Circle, ImageOverlay, MapContainer, Marker, Polyline, useMap, useMapEvents } from 'react-leaflet';
import type { MapConfig, Place, PlaceClass } from '@youlan/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { formatDistance } from '../../platform/i18n/format.ts';
import type { Datum, GeoPoint } from '@youlan/geo';
import { showToast } from '../../ui/toast.ts';
import { mediaUrlQuery } from '../../platform/media-url.ts';
import { MapPlaceholder } from './map-placeholder.tsx';
import { classGlyphElement, classStyle } from '../../ui/place-class-glyph.tsx';
import { useVisitorPosition, type VisitorPosition } from '../../platform/location/visitor-position.ts';
import { useFeatureSlots } from '../../platform/feature-slots.tsx';
import { useScreenBottomCovered } from '../../platform/screen-bottom.ts';
import styles from './map-canvas.module.css';

/** From this zoom on, every marker shows its name. */
const LABEL_ZOOM = 16.5;
/** How close choosing a place brings it: near enough to lift it above the sheet at the area's edge. */
const FOCUS_ZOOM = 16.75;
/** How close the locate button brings the visitor. */
const LOCATE_ZOOM = 17;

export interface MapCanvasProps {
  map: MapConfig;
  datum: Datum;
  skinKey: string;
  places: Place[];
  classes: PlaceClass[];
  selectedPlaceId: number | null;
  onSelectPlace?: (id: number) => void;
  /** A walking route to draw, start first. */
  route?: GeoPoint[] | null;
  /** Screen pixels the overlays cover at the bottom, kept clear when framing a place or route. */
  bottomInsetPx?: number;
  /**
   * The home map's first view: the visitor when inside the area, else the places fitted between
   * the screen insets this gives (the header above, the list handle below), read when framing.
   */
  firstView?: () => FirstViewInsets;
  /** Keep the visitor in view as they walk (while the automatic guide runs). */
  isFollowing?: boolean;
  /** The locate button at the top right instead of the bottom (a card covers the bottom). */
  isLocateAtTop?: boolean;
  /** The visitor started dragging the map (not a move the app made). */
  onUserPan?: () => void;
  /** Draw the tour the visitor has on (the home map). */
  showsTour?: boolean;
}

export interface FirstViewInsets {
  topInsetPx: number;
  bottomInsetPx: number;
}

const latLng = (point: GeoPoint): [number, number] => [point.latitude, point.longitude];

/**
 * A marker's pin and label, built as elements: given as markup, Leaflet parses it for every marker
 * (the HTML parser's set-up each time), most of the markers' task on the first screen. The wrapper
 * leaves the layout to the two (`display: contents`), as Leaflet takes one element.
 */
function markerContent(place: Place, icon: string | undefined, name: string, isSelected: boolean): HTMLElement {
  const pin = document.createElement('span');
  pin.className = styles.markerPin;
  pin.style.setProperty('--yl-marker', classStyle(icon).colour);
  Object.assign(pin.dataset, { testid: 'map-marker', placeId: String(place.id), placeType: String(place.placeType) }, isSelected ? { selected: '' } : {});
  pin.append(classGlyphElement(icon));
  const label = document.createElement('span');
  label.className = styles.markerLabel;
  label.textContent = name;
  const content = document.createElement('span');
  content.className = styles.markerContent;
  content.append(pin, label);
  return content;
}

function placeIcon(place: Place, icon: string | undefined, name: string, isSelected: boolean) {
  return divIcon({
    className: isSelected ? `yl-marker ${styles.markerSelected}` : 'yl-marker',
    html: markerContent(place, icon, name, isSelected),
    iconSize: [30, 30],
    iconAnchor: [15, 15],
  });
}

const visitorIcon = divIcon({ className: 'yl-visitor', html: `<span class="${styles.visitorDot}" data-testid="visitor-marker"></span>`, iconSize: [22, 22], iconAnchor: [11, 11] });
const startIcon = divIcon({ className: styles.routeStart, html: '<span data-testid="route-start"></span>', iconSize: [16, 16], iconAnchor: [8, 8] });

/** Keeps the picture covering the screen: the least zoom is the one at which the area fills the view. */
function AreaFrame({ bounds, minZoom }: { bounds: LatLngBoundsExpression; minZoom: number }) {
  const map = useMap();
  useEffect(() => {
    const frame = () => {
      const cover = map.getBoundsZoom(bounds, true);
      const least = Math.max(minZoom, cover);
      // Zoom first, without animation: setMinZoom would start an animated zoom that swallows
      // the next setView (a route being framed, say) until it ends.
      if (map.getZoom() < least) map.setZoom(least, { animate: false });
      map.setMinZoom(least);
    };
    frame();
    map.on('resize', frame);
    return () => {
      map.off('resize', frame);
    };
  }, [map, bounds, minZoom]);
  return null;
}

function ZoomLabels() {
  const map = useMap();
  const toggle = () => {
    map.getContainer().classList.toggle(styles.mapLabels, map.getZoom() >= LABEL_ZOOM);
  };
  useMapEvents({ zoomend: toggle });
  useEffect(toggle);
  return null;
}

/**
 * Brings the chosen place into view between the header and the sheet that opens for it (centred
 * below the sheet's inset alone, it could land under the home map's header).
 */
function FocusPlace({ place, bottomInsetPx, insets }: { place: Place | undefined; bottomInsetPx: number; insets: (() => FirstViewInsets) | undefined }) {
  const map = useMap();
  useEffect(() => {
    if (!place) return;
    const zoom = Math.max(map.getZoom(), FOCUS_ZOOM);
    const topInsetPx = insets?.().topInsetPx ?? 0;
    const centre = map.project(latLng(place), zoom).add([0, (bottomInsetPx - topInsetPx) / 2]);
    map.flyTo(map.unproject(centre, zoom), zoom, { duration: 0.5 });
  }, [map, place, bottomInsetPx, insets]);
  return null;
}

/**
 * Frames the places once they are known, then the visitor once located inside the area; a
 * visitor who moved the map themselves keeps their view.
 */
function FirstView({ places, visitor, insets }: { places: Place[]; visitor: VisitorPosition; insets: () => FirstViewInsets }) {
  const map = useMap();
  // A ref, not state: moving through the stages draws nothing.
  const stage = useRef<'places' | 'visitor' | 'done'>('places');
  const fitPlaces = useCallback(() => {
    const { topInsetPx, bottomInsetPx } = insets();
    const placesBounds = latLngBounds(places.map(latLng));
    // On a narrow phone the picture covering the screen leaves most places off it: the first
    // view may zoom out until every place shows (the picture then leaves bands top and bottom).
    // getBoundsZoom never answers below the least zoom: lift that limit while asking.
    const coverZoom = map.getMinZoom();
    map.setMinZoom(0);
    const fitZoom = map.getBoundsZoom(placesBounds, false, point(48, topInsetPx + bottomInsetPx));
    map.setMinZoom(Math.min(coverZoom, fitZoom));
    map.fitBounds(placesBounds, { paddingTopLeft: [24, topInsetPx], paddingBottomRight: [24, bottomInsetPx], animate: false });
  }, [map, places, insets]);
  useMapEvents({
    dragstart: () => {
      stage.current = 'done';
    },
    // The area's frame zooms back in on a resize; until the visitor moves the map, fit again.
    resize: () => {
      if (stage.current === 'visitor') fitPlaces();
    },
  });
  useEffect(() => {
    if (stage.current !== 'places' || places.length === 0) return;
    fitPlaces();
    stage.current = 'visitor';
  }, [places, fitPlaces]);
  useEffect(() => {
    if (stage.current === 'done' || visitor.status !== 'located' || !visitor.isInArea) return;
    const zoom = Math.max(map.getZoom(), LOCATE_ZOOM);
    const { topInsetPx, bottomInsetPx } = insets();
    // Centre the visitor in the part of the screen the header and the list leave free.
    const centre = map.project(latLng(visitor.point), zoom).add([0, (bottomInsetPx - topInsetPx) / 2]);
    map.setView(map.unproject(centre, zoom), zoom, { animate: false });
    stage.current = 'done';
  }, [map, visitor, insets]);
  return null;
}

/** Pans to every new fix of a visitor inside the area. */
function FollowVisitor({ visitor }: { visitor: VisitorPosition }) {
  const map = useMap();
  const point = visitor.status === 'located' && visitor.isInArea ? visitor.point : null;
  useEffect(() => {
    if (point) map.panTo(latLng(point), { animate: true, duration: 0.5 });
  }, [map, point]);
  return null;
}

function FitRoute({ route, bottomInsetPx }: { route: GeoPoint[]; bottomInsetPx: number }) {
  const map = useMap();
  useEffect(() => {
    map.fitBounds(latLngBounds(route.map(latLng)), { paddingTopLeft: [36, 96], paddingBottomRight: [36, bottomInsetPx + 36], maxZoom: 18 });
  }, [map, route, bottomInsetPx]);
  return null;
}

function VisitorLayer({ visitor }: { visitor: VisitorPosition }) {
  if (visitor.status !== 'located' || !visitor.isInArea) return null;
  const at = latLng(visitor.point);
  return (
    <>
      <Circle center={at} radius={visitor.accuracyMeters} className="yl-visitor-accuracy" pathOptions={{ color: '#2f7de1', weight: 1, fillColor: '#2f7de1', fillOpacity: 0.12 }} interactive={false} />
      <Marker position={at} icon={visitorIcon} interactive={false} keyboard={false} zIndexOffset={1000} />
    </>
  );
}

function LocateButton({ map, visitor, isAtTop }: { map: LeafletMap | null; visitor: VisitorPosition; isAtTop: boolean }) {
  const { t, i18n } = useTranslation();
  // Above the screen's bottom panels (the place list, a tour's card), as the audio buttons are.
  const covered = useScreenBottomCovered().px;
  const locate = () => {
    if (visitor.status === 'locating') showToast(t('map.locating'));
    else if (visitor.status === 'failed') showToast(t(visitor.error === 'denied' ? 'map.locationDenied' : 'map.locationUnavailable'));
    else if (!visitor.isInArea) showToast(t('map.outsideArea'));
    else {
      map?.flyTo(latLng(visitor.point), Math.max(map.getZoom(), LOCATE_ZOOM), { duration: 0.5 });
      showToast(t('map.accuracy', { distance: formatDistance(visitor.accuracyMeters, i18n.language) }));
    }
  };
  const state = visitor.status === 'located' ? (visitor.isInArea ? 'on' : 'outside') : visitor.status;
  return (
    <button type="button" className={[styles.mapLocate, state === 'on' && styles.mapLocateOn, isAtTop && styles.mapLocateTop].filter(Boolean).join(' ')} style={!isAtTop && covered ? { bottom: covered + 12 } : undefined} onClick={locate} aria-label={t('map.locate')} data-testid="locate-button">
      <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true">
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
      </svg>
    </button>
  );
}

/** The map is put together in steps (see useMountSteps). */
const MountStep = { map: 0, picture: 1, markers: 2 } as const;

/**
 * The step the map has reached: the map itself, a task later its picture and framing, a task after
 * that the markers (26 in the demo, each a Leaflet layer with its own elements). All at once they
 * were one task of 150–200 ms on a slow phone (4× slowdown), in which a tap waited.
 */
function useMountSteps(): number {
  const [step, setStep] = useState<number>(MountStep.map);
  useEffect(() => {
    if (step >= MountStep.markers) return;
    const timer = setTimeout(() => setStep(step + 1), 0);
    return () => clearTimeout(timer);
  }, [step]);
  return step;
}

/**
 * The places' markers. Icons, positions and handlers are made once per place list and language,
 * not at every render: Leaflet rebuilds a marker's DOM for a new icon object, and the map renders
 * again at every GPS fix and on the first screen's start-up (26 rebuilt markers were ~30 ms of
 * main thread each time on a phone). Memoized as well: a GPS fix renders the map again, and the
 * markers do not change with it.
 */
const PlaceMarkers = memo(function PlaceMarkers({ places, iconOf, selectedPlaceId, onSelectPlace }: { places: Place[]; iconOf: Map<number, string>; selectedPlaceId?: number | null; onSelectPlace?: ((placeId: number) => void) | undefined }) {
  const select = useRef(onSelectPlace);
  useLayoutEffect(() => {
    select.current = onSelectPlace;
  });
  const isSelectable = Boolean(onSelectPlace);
  const markers = useMemo(
    () =>
      places.map((place) => {
        const name = place.name.text;
        const icon = iconOf.get(place.classId);
        return {
          place,
          name,
          position: latLng(place),
          icon: placeIcon(place, icon, name, false),
          selectedIcon: placeIcon(place, icon, name, true),
          eventHandlers: isSelectable ? { click: () => select.current?.(place.id) } : {},
        };
      }),
    [places, iconOf, isSelectable],
  );
  return markers.map(({ place, name, position, icon, selectedIcon, eventHandlers }) => (
    <Marker key={place.id} position={position} icon={place.id === selectedPlaceId ? selectedIcon : icon} zIndexOffset={place.id === selectedPlaceId ? 500 : 0} eventHandlers={eventHandlers} title={name} />
  ));
});

/** Leaflet's dragstart is the visitor's hand only: the app's own moves (framing, following) are not drags. */
function UserPan({ onPan }: { onPan: () => void }) {
  const latest = useRef(onPan);
  useEffect(() => {
    latest.current = onPan;
  }, [onPan]);
  useMapEvents({ dragstart: () => latest.current() });
  return null;
}

export default memo(function MapCanvas({ map: config, datum, skinKey, places, classes, selectedPlaceId, onSelectPlace, route, bottomInsetPx = 0, firstView, isFollowing = false, isLocateAtTop = false, onUserPan, showsTour = false }: MapCanvasProps) {
  const { t } = useTranslation();
  const [leaflet, setLeaflet] = useState<LeafletMap | null>(null);
  // Until Leaflet has painted its picture, the same picture covers the map: its container alone, a
  // task or two before the picture, was a blank frame after the picture the screen showed first.
  const [isPictureOnMap, setPictureOnMap] = useState(false);
  const pictureEvents = useMemo(() => {
    const shown = () => requestAnimationFrame(() => setPictureOnMap(true));
    return { load: shown, error: shown };
  }, []);
  const step = useMountSteps();
  const skin = useQuery(mediaUrlQuery(skinKey));
  const visitor = useVisitorPosition(datum, config.bounds);
  const { MapLiveBadges, MapTourLayer } = useFeatureSlots();

  const bounds = useMemo(() => latLngBounds(latLng(config.bounds.southWest), latLng(config.bounds.northEast)), [config.bounds]);
  const iconOf = useMemo(() => new Map(classes.map((c) => [c.id, c.icon])), [classes]);
  const selected = places.find((place) => place.id === selectedPlaceId);
  const routeLine = useMemo(() => route?.map(latLng) ?? null, [route]);

  if (skin.isError) return <MapPlaceholder label={t('map.mapFailed')} />;
  const centre: LatLngExpression = bounds.getCenter();
  return (
    <div className={styles.mapCanvas} data-testid="map-canvas">
      <MapContainer
        ref={setLeaflet}
        className={styles.mapCanvasMap}
        center={centre}
        zoom={config.zoom.initial}
        minZoom={config.zoom.min}
        maxZoom={config.zoom.max}
        maxBounds={bounds}
        maxBoundsViscosity={1}
        zoomSnap={0.25}
        zoomDelta={0.5}
        zoomControl={false}
        attributionControl={false}
        bounceAtZoomLimits={false}
      >
        {step >= MountStep.picture && (
          <>
            <AreaFrame bounds={bounds} minZoom={config.zoom.min} />
            <ZoomLabels />
            {skin.data && <ImageOverlay url={skin.data} bounds={bounds} className="yl-map-canvas__picture" eventHandlers={pictureEvents} />}
            {routeLine && (
              <>
                <Polyline positions={routeLine} pathOptions={{ color: '#ffffff', weight: 9, opacity: 0.9, lineCap: 'round', lineJoin: 'round' }} interactive={false} />
                <Polyline positions={routeLine} className="yl-route-line" pathOptions={{ color: '#1b7a6e', weight: 5, lineCap: 'round', lineJoin: 'round' }} interactive={false} />
                <Marker position={routeLine[0]!} icon={startIcon} interactive={false} keyboard={false} />
              </>
            )}
            {step >= MountStep.markers && <PlaceMarkers places={places} iconOf={iconOf} selectedPlaceId={selectedPlaceId} onSelectPlace={onSelectPlace} />}
            <VisitorLayer visitor={visitor} />
            {firstView && !route && selectedPlaceId === null && <FirstView places={places} visitor={visitor} insets={firstView} />}
            {isFollowing && <FollowVisitor visitor={visitor} />}
            {onUserPan && <UserPan onPan={onUserPan} />}
            {route ? <FitRoute route={route} bottomInsetPx={bottomInsetPx} /> : <FocusPlace place={selected} bottomInsetPx={bottomInsetPx} insets={firstView} />}
          </>
        )}
      </MapContainer>
      {skin.data && !isPictureOnMap && <img className={styles.mapCanvasCover} src={skin.data} alt="" />}
      <LocateButton map={leaflet} visitor={visitor} isAtTop={isLocateAtTop} />
      {leaflet && step >= MountStep.markers && (
        <Suspense fallback={null}>
          <MapLiveBadges map={leaflet} places={places} />
          {showsTour && <MapTourLayer map={leaflet} onSelectPlace={onSelectPlace} />}
        </Suspense>
      )}
    </div>
  );
});
