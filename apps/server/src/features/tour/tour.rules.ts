/** A tour's measures and a visitor's progress: pure rules, tested beside. */
import { TOUR_MINUTES_PER_STOP } from '@youlan/contract';
import { buildTrailGraph, tourTrails, walkStops, WALKING_SPEED_KMH, type GeoPoint, type TrailLines } from '@youlan/geo';

export interface TourMeasure {
  distanceMeters: number;
  durationMinutes: number;
}

/**
 * The walk from stop to stop along the trails (the app draws the same walk), on the step-free
 * trails alone for a step-free tour; a leg the trails cannot join, or an area without trails,
 * counts straight. The duration adds a few minutes at each stop to the walk at an unhurried pace.
 */
export function measureTour(trails: TrailLines | null, stops: readonly GeoPoint[], isStepFree = false): TourMeasure {
  const usable = trails && tourTrails(trails, isStepFree);
  const graph = usable && usable.features.length ? buildTrailGraph(usable) : null;
  const metres = walkStops(graph, stops).distanceMeters;
  const walkingMinutes = metres / ((WALKING_SPEED_KMH * 1000) / 60);
  return { distanceMeters: Math.round(metres), durationMinutes: Math.round(walkingMinutes + stops.length * TOUR_MINUTES_PER_STOP) };
}
