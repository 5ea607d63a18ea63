/**
 * The map canvas as a lazy component, for every screen with a map. Leaflet's own evaluation (the
 * largest module) runs in a task of its own, after the render that asks for the map (its compiling
 * was 13 ms of that render at 4× slowdown) and before the rest of the map's code.
 */
import { lazy } from 'react';
import { nextTask } from '../../platform/next-task.ts';

export const MapCanvas = lazy(async () => {
  await nextTask();
  await import('leaflet');
  await nextTask();
  return import('./map-canvas.tsx');
});
