/** The weather feature: the area's weather from its provider (or the operator's own). */
import type { FeaturePlugin } from '../../platform/context.ts';
import type { WeatherProvider } from './weather.provider.ts';
import { registerWeatherRoutes } from './weather.routes.ts';

export const weatherPlugin: FeaturePlugin<{ weather: WeatherProvider }> = async (app, { ctx, weather }) => {
  registerWeatherRoutes(app, ctx, weather);
};
