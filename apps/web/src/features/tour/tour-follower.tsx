/**
 * The tour on, wherever the visitor is in the app: a stop whose guide plays counts as heard (a
 * tap, the keypad, a signpost or the automatic guide), and the automatic guide is told the tour's
 * order and the stops heard so it follows the tour (docs/tours.md). Mounted at the root, after
 * the first screen; it draws nothing.
 */
import { memo, useEffect, useMemo } from 'react';
import { useActiveTour, useMarkHeard } from './tour-queries.ts';

/** The tour as the automatic guide follows it. */
export interface FollowedTour {
  stopIds: readonly number[];
  heardIds: readonly number[];
}

export interface TourFollowerProps {
  /** The place whose guide is playing now, null when none is. */
  playingPlaceId: number | null;
  /** Tells the automatic guide the tour to follow (null: none). */
  onTour: (tour: FollowedTour | null) => void;
}

function HeardMarker({ tourId, stopIds, playingPlaceId }: { tourId: number; stopIds: readonly number[]; playingPlaceId: number | null }) {
  const markHeard = useMarkHeard(tourId, stopIds);
  useEffect(() => {
    if (playingPlaceId !== null) markHeard(playingPlaceId);
  }, [markHeard, playingPlaceId]);
  return null;
}

export default memo(function TourFollower({ playingPlaceId, onTour }: TourFollowerProps) {
  const active = useActiveTour();
  const stopIds = active?.stopIds;
  const heard = active?.heard;
  const guideTour = useMemo(() => (stopIds && heard ? { stopIds, heardIds: heard } : null), [stopIds, heard]);
  useEffect(() => onTour(guideTour), [onTour, guideTour]);
  return active && <HeardMarker key={active.tour.id} tourId={active.tour.id} stopIds={active.stopIds} playingPlaceId={playingPlaceId} />;
});
