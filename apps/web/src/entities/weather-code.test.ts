import { describe, expect, it } from 'vitest';
import { weatherCode } from './weather-code.ts';

describe('weatherCode', () => {
  it.each([
    ['晴', 32],
    ['Sunny', 32],
    ['clear sky', 32],
    ['多云', 33],
    ['阴', 33],
    ['Partly Cloudy', 33],
    ['overcast', 33],
    ['小雨', 34],
    ['雷阵雨', 34],
    ['light rain', 34],
    ['showers', 34],
    ['大雪', 35],
    ['snow', 35],
    ['Sleet', 35],
  ])('%s gives %i', (text, code) => {
    expect(weatherCode(text)).toBe(code);
  });

  it('lets the condition mentioned first win', () => {
    expect(weatherCode('晴转多云')).toBe(32);
    expect(weatherCode('多云转晴')).toBe(33);
    expect(weatherCode('雨夹雪')).toBe(34);
    expect(weatherCode('snow then rain')).toBe(35);
  });

  it('defaults to cloudy for unknown or empty text', () => {
    expect(weatherCode('雾')).toBe(33);
    expect(weatherCode('')).toBe(33);
    expect(weatherCode('haze')).toBe(33);
  });
});
