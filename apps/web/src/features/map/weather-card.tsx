/** Today's weather from the bootstrap cache: condition, icon and the day/night temperatures. */
import type { WeatherDay } from '@youlan/contract';
import { useTranslation } from 'react-i18next';
import { WeatherCode, weatherCode } from '../../platform/weather-code.ts';
import { CloudIcon, RainIcon, SnowIcon, SunIcon } from '../../ui/icons.tsx';

const ICONS = {
  [WeatherCode.SUNNY]: SunIcon,
  [WeatherCode.CLOUDY]: CloudIcon,
  [WeatherCode.RAIN]: RainIcon,
  [WeatherCode.SNOW]: SnowIcon,
};

export function WeatherCard({ today }: { today: WeatherDay }) {
  const { t } = useTranslation();
  const code = weatherCode(today.dayWeather);
  const Icon = ICONS[code];
  return (
    <section className="yl-weather" aria-label={t('home.weatherLabel')} data-testid="weather-today">
      <span className={`yl-weather__icon yl-weather__icon--${code}`}>
        <Icon />
      </span>
      <div className="yl-weather__main">
        <p className="yl-weather__label">{t('home.weatherLabel')}</p>
        <p className="yl-weather__text">{today.dayWeather}</p>
      </div>
      <div className="yl-weather__side">
        <p className="yl-weather__temp">{t('home.temperature', { day: Math.round(today.dayTemp), night: Math.round(today.nightTemp) })}</p>
        <p className="yl-weather__night">{t('home.nightWeather', { weather: today.nightWeather })}</p>
      </div>
    </section>
  );
}
