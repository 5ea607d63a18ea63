/**
 * The area's illustrated map with its places, as the visitor app lays it (Leaflet, the picture as
 * an image overlay on the area's bounds, no tiles: coordinates are the area's own datum). While a
 * place is edited, a click on the map moves it there, or its marker is dragged, and its range is
 * drawn as a circle in metres. A position beside the picture is refused (the server refuses it too).
 */
import 'leaflet/dist/leaflet.css';
import { Circle, CircleMarker, ImageOverlay, MapContainer, Marker, Tooltip, useMapEvents } from 'react-leaflet';
import { divIcon, latLngBounds, type LatLngBounds, type Marker as LeafletMarker } from 'leaflet';
import type { ConsolePlace, ConsolePlaceMap } from '@youlan/contract/console';

/** Class colours, by the class's position in the area's list (a class keeps its colour between visits). */
const PALETTE = ['#2a9384', '#d46b08', '#1677ff', '#c41d7f', '#7cb305', '#722ed1', '#8c8c8c'];
export const classColor = (classIndex: number) => PALETTE[classIndex % PALETTE.length]!;

const DRAFT_ICON = divIcon({ className: 'yc-place-draft', iconSize: [18, 18] });
/** To the 6th decimal, ~0.1 m. */
const round = (degrees: number) => Number(degrees.toFixed(6));

export interface MapDraft {
  longitude: number;
  latitude: number;
  /** Metres; null draws no circle (unset: the whole area). */
  scopeRange: number | null;
}

/** Clicks on the picture pick a position; beside it the area has no ground to stand on. */
function ClickToPick({ bounds, onPick, onOffMap }: { bounds: LatLngBounds; onPick: (longitude: number, latitude: number) => void; onOffMap: () => void }) {
  useMapEvents({
    click: (event) => {
      if (!bounds.contains(event.latlng)) return onOffMap();
      onPick(round(event.latlng.lng), round(event.latlng.lat));
    },
  });
  return null;
}

export function PlaceMap({
  map,
  places,
  colorOf,
  editingId,
  draft,
  onPick,
  onOffMap,
  onSelect,
}: {
  map: ConsolePlaceMap;
  places: ConsolePlace[];
  colorOf: (place: ConsolePlace) => string;
  /** The place being edited (drawn at the draft's position instead); 'new' for one not saved yet. */
  editingId: number | 'new' | null;
  draft: MapDraft | null;
  onPick: ((longitude: number, latitude: number) => void) | null;
  /** A click or a drop beside the picture while picking. */
  onOffMap?: () => void;
  onSelect: (place: ConsolePlace) => void;
}) {
  const { southWest, northEast } = map.bounds;
  const bounds = latLngBounds([southWest.latitude, southWest.longitude], [northEast.latitude, northEast.longitude]);
  return (
    <MapContainer
      className={`yc-place-map${onPick ? ' yc-place-map--picking' : ''}`}
      bounds={bounds}
      maxBounds={bounds}
      maxBoundsViscosity={1}
      minZoom={map.zoom.min}
      maxZoom={map.zoom.max}
      zoomSnap={0.25}
      attributionControl={false}
    >
      <ImageOverlay url={map.imageUrl} bounds={bounds} />
      {places
        .filter((place) => place.id !== editingId)
        .map((place) => (
          <CircleMarker
            key={place.id}
            center={[place.latitude, place.longitude]}
            radius={7}
            pathOptions={{ color: '#fff', weight: 2, fillColor: colorOf(place), fillOpacity: 1 }}
            // While a position is being picked, a click on a marker picks too instead of switching place.
            interactive={!onPick}
            eventHandlers={{ click: () => onSelect(place) }}
          >
            <Tooltip direction="top" offset={[0, -6]}>
              {place.name}
            </Tooltip>
          </CircleMarker>
        ))}
      {draft && (
        <>
          {draft.scopeRange !== null && <Circle center={[draft.latitude, draft.longitude]} radius={draft.scopeRange} pathOptions={{ color: '#d4380d', weight: 2, fillOpacity: 0.12 }} interactive={false} />}
          {onPick ? (
            <Marker
              position={[draft.latitude, draft.longitude]}
              icon={DRAFT_ICON}
              draggable
              eventHandlers={{
                dragend: (event) => {
                  const marker = event.target as LeafletMarker;
                  const dropped = marker.getLatLng();
                  if (bounds.contains(dropped)) return onPick(round(dropped.lng), round(dropped.lat));
                  // Back to where it was: the position does not change, so React would not move it.
                  marker.setLatLng([draft.latitude, draft.longitude]);
                  onOffMap?.();
                },
              }}
            />
          ) : (
            <CircleMarker center={[draft.latitude, draft.longitude]} radius={9} pathOptions={{ color: '#fff', weight: 3, fillColor: '#d4380d', fillOpacity: 1 }} interactive={false} />
          )}
        </>
      )}
      {onPick && <ClickToPick bounds={bounds} onPick={onPick} onOffMap={onOffMap ?? (() => undefined)} />}
    </MapContainer>
  );
}
