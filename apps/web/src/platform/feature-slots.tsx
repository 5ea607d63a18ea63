/**
 * Pieces one feature shows inside another's screen. A feature never imports another feature
 * (lint enforces it); the root layout, which composes the app, hands these down instead: the map
 * opens the place sheet, the place sheet shows the audio guide's play button, the map follows
 * the visitor while the automatic guide runs and shows the tour the visitor has on.
 */
import type { Place, PlaceClass } from '@youlan/contract';
import type { Map as LeafletMap } from 'leaflet';
import { createContext, useContext, type ComponentType } from 'react';

export interface PlaceSheetProps {
  place: Place;
  placeClass: PlaceClass | undefined;
  onClose: () => void;
}

/** The place sheet's look for its action buttons (its stylesheet's classes), which the audio guide's button takes. */
export interface PlaceAudioButtonProps {
  place: Place;
  className: string;
  /** Added while this place's guide plays. */
  playingClassName: string;
  /** Called when this place's guide starts playing, from this button or the automatic guide (a tour counts it heard). */
  onPlaying?: (placeId: number) => void;
}

export interface FeatureSlots {
  /** features/place: the sheet of one place (may be lazy: render it inside Suspense). */
  PlaceSheet: ComponentType<PlaceSheetProps>;
  /** features/audio-guide: plays or pauses a place's audio. */
  PlaceAudioButton: ComponentType<PlaceAudioButtonProps>;
  /** features/audio-guide: plays a place's guide, unless it is already on (a signpost scanned twice, a stop number typed again). */
  playGuide: (place: Place) => void;
  /** features/audio-guide: whether the automatic guide runs (the map then follows the visitor). */
  useIsAutoGuideActive: () => boolean;
  /** features/live-status: the place's status in its sheet (may be lazy). */
  PlaceLiveStatus: ComponentType<{ placeId: number }>;
  /** features/live-status: badges over the markers, a layer of the Leaflet map (may be lazy). */
  MapLiveBadges: ComponentType<{ map: LeafletMap; places: Place[] }>;
  /** features/live-status: the map screen's "nearest open toilet, exit …" row (may be lazy). */
  NearestOpenEntry: ComponentType;
  /** features/tour: the tour on, a layer of the Leaflet map: its path along the trails and its numbered stops (may be lazy). */
  MapTourLayer: ComponentType<{ map: LeafletMap; onSelectPlace?: ((id: number) => void) | undefined }>;
  /** features/tour: the tour on, over the home map: progress, the next stop and how far it is, a way to end it (may be lazy). */
  MapTourCard: ComponentType<{ onSelectPlace: (id: number) => void }>;
}

const NOTHING: FeatureSlots = {
  PlaceSheet: () => null,
  PlaceAudioButton: () => null,
  playGuide: () => {},
  useIsAutoGuideActive: () => false,
  PlaceLiveStatus: () => null,
  MapLiveBadges: () => null,
  NearestOpenEntry: () => null,
  MapTourLayer: () => null,
  MapTourCard: () => null,
};

export const FeatureSlotsContext = createContext<FeatureSlots>(NOTHING);

export function useFeatureSlots(): FeatureSlots {
  return useContext(FeatureSlotsContext);
}
