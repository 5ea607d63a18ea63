/** The weather feature: the area's weather from its provider (or the operator's own). */
import type { FeaturePlugin } from '../../platform/context.ts';
import type { AreaWeatherSettings, WeatherProvider } from './weather.provider.ts';
import { registerWeatherRoutes } from './weather.routes.ts';

export const weatherPlugin: FeaturePlugin<{ weather: WeatherProvider; settings: Pick<AreaWeatherSettings, 'weatherWords'> }> = async (app, { ctx, weather, settings }) => {
  registerWeatherRoutes(app, ctx, weather, settings);
};
