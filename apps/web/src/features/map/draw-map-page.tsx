/**
 * /home/draw-map, the app's home: the area's title, today's weather and its places. Notices and
 * navigation are its children and take the whole screen when open.
 */
import type { Place, PlaceClass } from '@youlan/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useOutlet } from 'react-router';
import { configQuery, weatherQuery } from '../../platform/queries.ts';
import { LandscapeArt } from '../../ui/landscape-art.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states.tsx';
import { placeListQuery } from './place-queries.ts';
import { WeatherCard } from './weather-card.tsx';
import './draw-map.css';

function PlaceItem({ place, placeClass, english }: { place: Place; placeClass: PlaceClass | undefined; english: boolean }) {
  const name = (english && place.nameEn) || place.name;
  const className = placeClass && ((english && placeClass.nameEn) || placeClass.name);
  return (
    <li className="yl-place" data-testid="place-item">
      <span className="yl-place__badge" aria-hidden="true">
        {name.slice(0, 1)}
      </span>
      <div className="yl-place__main">
        <div className="yl-place__head">
          <h3 className="yl-place__name">{name}</h3>
          {className && <span className="yl-place__class">{className}</span>}
        </div>
        {place.intro && <p className="yl-place__intro">{place.intro}</p>}
      </div>
    </li>
  );
}

function PlaceList() {
  const { t, i18n } = useTranslation();
  const places = useQuery(placeListQuery);
  if (places.isPending) return <LoadingState />;
  if (places.isError) return <ErrorState message={t('home.placesFailed')} onRetry={() => void places.refetch()} />;
  const { list, classes, total } = places.data;
  if (list.length === 0) return <EmptyState>{t('home.placesEmpty')}</EmptyState>;
  const classById = new Map(classes.map((placeClass) => [placeClass.id, placeClass]));
  return (
    <>
      <p className="yl-places__count">{t('home.placesCount', { count: total })}</p>
      <ul className="yl-places" data-testid="place-list">
        {list.map((place) => (
          <PlaceItem key={place.id} place={place} placeClass={classById.get(place.classId)} english={i18n.language === 'en'} />
        ))}
      </ul>
    </>
  );
}

export default function DrawMapPage() {
  const { t, i18n } = useTranslation();
  const outlet = useOutlet();
  const { data: config } = useQuery(configQuery);
  const { data: weather } = useQuery(weatherQuery);
  if (outlet) return outlet;

  const areaTitle = (i18n.language === 'en' && config?.titleEn) || config?.title || t('route.home');
  const today = weather?.[0];
  return (
    <div className="yl-map-home">
      <header className="yl-map-hero">
        <LandscapeArt className="yl-map-hero__art" />
        <h1 className="yl-map-hero__title" data-testid="area-title">
          {areaTitle}
        </h1>
        {config?.openingHours && <p className="yl-map-hero__hours">{config.openingHours}</p>}
      </header>
      <div className="yl-map-home__body">
        {today && <WeatherCard today={today} />}
        <h2 className="yl-section__title">{t('home.placesTitle')}</h2>
        <PlaceList />
      </div>
    </div>
  );
}
