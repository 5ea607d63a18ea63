/** The place feature: the area's places for visitors, and the console's place and class editor. */
import type { FeaturePlugin } from '../../platform/context.ts';
import type { MediaContext } from '../../entities/media/media-access.ts';
import type { PlaceConsoleArea } from './place.console.ts';
import { registerPlaceRoutes, type AreaSpeech, type AreaSpeechTimings } from './place.routes.ts';
import { registerPlaceConsoleRoutes } from './place.console.routes.ts';

export const placePlugin: FeaturePlugin<PlaceConsoleArea & { speech: AreaSpeech; speechTimings: AreaSpeechTimings }, MediaContext> = async (app, { ctx, map, speech, speechTimings }) => {
  registerPlaceRoutes(app, ctx, speech, speechTimings);
  registerPlaceConsoleRoutes(app, ctx, { map });
};
