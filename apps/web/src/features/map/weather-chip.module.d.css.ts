// Written by scripts/css-module-types.ts from weather-chip.module.css: run it again after changing the stylesheet.
declare const styles: {
  readonly weather: string;
  readonly weatherCloudy: string;
  readonly weatherIcon: string;
  readonly weatherRain: string;
  readonly weatherSnow: string;
  readonly weatherSunny: string;
  readonly weatherTemp: string;
  readonly weatherText: string;
};
export default styles;
