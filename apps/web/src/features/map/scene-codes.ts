import { useQuery, useQueryClient } from '@tanstack/react-query';
import { sceneCodesKey, weatherQuery, type SceneCodes } from '../../entities/area-queries.ts';
import { timePeriodCode } from '../../entities/time-period.ts';
import { weatherCode } from '../../entities/weather-code.ts';

/** The map's scene codes of this visit (spec section 4), as the bootstrap computed them. */
export function useSceneCodes(): SceneCodes {
  const codes = useQueryClient().getQueryData<SceneCodes>(sceneCodesKey);
  const { data: weather } = useQuery(weatherQuery);
  // The bootstrap sets the codes; computing them here too keeps the map right if it did not.
  return codes ?? { timePeriodCode: timePeriodCode(new Date().getHours()), weatherCode: weatherCode(weather?.[0]?.dayWeather ?? '') };
}
