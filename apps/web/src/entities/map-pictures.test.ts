import { describe, expect, it } from 'vitest';
import { mapPictureKeys } from './map-pictures.ts';

describe('mapPictureKeys', () => {
  it('names the base picture and every skin, once each', () => {
    const map = {
      imageKey: 'map/base.svg',
      skins: { timePeriod: { '36': 'map/dawn.svg', '38': 'map/base.svg' }, weather: { '32': 'map/sunny.svg', '34': 'map/rain.svg' } },
    } as const;
    expect(mapPictureKeys(map)).toEqual(['map/base.svg', 'map/dawn.svg', 'map/sunny.svg', 'map/rain.svg']);
  });

  it('is the base picture alone without skins', () => {
    expect(mapPictureKeys({ imageKey: 'map/base.svg', skins: { timePeriod: {}, weather: {} } })).toEqual(['map/base.svg']);
  });
});
