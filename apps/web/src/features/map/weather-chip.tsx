/** Today's weather from the bootstrap cache, as a compact chip over the map. */
import type { WeatherDay } from '@youlan/contract';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { WeatherCode } from '@youlan/contract/runtime';
import { weatherCode } from '../../entities/weather-code.ts';
import { CloudIcon, RainIcon, SnowIcon, SunIcon } from '../../ui/icons.tsx';
import styles from './weather-chip.module.css';

/** Each weather's icon and its colours. */
const ICONS = {
  [WeatherCode.SUNNY]: { Icon: SunIcon, tone: styles.weatherSunny },
  [WeatherCode.CLOUDY]: { Icon: CloudIcon, tone: styles.weatherCloudy },
  [WeatherCode.RAIN]: { Icon: RainIcon, tone: styles.weatherRain },
  [WeatherCode.SNOW]: { Icon: SnowIcon, tone: styles.weatherSnow },
};

export function WeatherChip({ today }: { today: WeatherDay }) {
  const { t } = useTranslation();
  const code = weatherCode(today.dayWeather);
  // One word on a chip: the main language stands in without a tag (the icon says it too).
  const dayWeather = today.dayWeatherText.text;
  const nightWeather = today.nightWeatherText.text;
  const { Icon, tone } = ICONS[code];
  const temperature = t('home.temperature', { day: Math.round(today.dayTemp), night: Math.round(today.nightTemp) });
  return (
    <section
      className={styles.weather}
      aria-label={`${t('home.weatherLabel')}: ${dayWeather}, ${temperature}, ${t('home.nightWeather', { weather: nightWeather })}`}
      data-testid="weather-today"
    >
      <span className={`${styles.weatherIcon} ${tone}`}>
        <Icon />
      </span>
      <span className={styles.weatherText}>{dayWeather}</span>
      <span className={styles.weatherTemp}>{temperature}</span>
    </section>
  );
}
