import { describe, expect, it } from 'vitest';
import type { MapConfig } from '@youlan/contract';
import { chooseMapSkin } from './map-skin.ts';
import { WeatherCode, type TimePeriodCode } from '@youlan/contract/runtime';

const map: Pick<MapConfig, 'imageKey' | 'skins'> = {
  imageKey: 'map/base.svg',
  skins: {
    timePeriod: { '36': 'map/dawn.svg', '40': 'map/night.svg' },
    weather: { '32': 'map/sunny.svg', '34': 'map/rain.svg', '35': 'map/snow.svg' },
  },
};

describe('chooseMapSkin', () => {
  it('shows the time-period skin in fair weather', () => {
    expect(chooseMapSkin(map, { timePeriodCode: 40, weatherCode: WeatherCode.CLOUDY })).toBe('map/night.svg');
    expect(chooseMapSkin(map, { timePeriodCode: 36, weatherCode: WeatherCode.SUNNY })).toBe('map/dawn.svg');
  });

  it('lets rain and snow win over the time of day', () => {
    expect(chooseMapSkin(map, { timePeriodCode: 40, weatherCode: WeatherCode.RAIN })).toBe('map/rain.svg');
    expect(chooseMapSkin(map, { timePeriodCode: 36, weatherCode: WeatherCode.SNOW })).toBe('map/snow.svg');
  });

  it('uses a sunny or cloudy skin only when the period has none', () => {
    expect(chooseMapSkin(map, { timePeriodCode: 38, weatherCode: WeatherCode.SUNNY })).toBe('map/sunny.svg');
  });

  it('falls back to the base picture', () => {
    expect(chooseMapSkin(map, { timePeriodCode: 37, weatherCode: WeatherCode.CLOUDY })).toBe('map/base.svg');
    expect(chooseMapSkin({ imageKey: 'map/base.svg', skins: { timePeriod: {}, weather: {} } }, { timePeriodCode: 40, weatherCode: WeatherCode.SNOW })).toBe('map/base.svg');
  });

  it('picks a skin for every period and weather code of the spec', () => {
    const periods: TimePeriodCode[] = [36, 37, 38, 39, 40];
    for (const timePeriodCode of periods) {
      for (const weatherCode of Object.values(WeatherCode)) {
        expect(chooseMapSkin(map, { timePeriodCode, weatherCode })).toMatch(/^map\/.+\.svg$/);
      }
    }
  });
});
