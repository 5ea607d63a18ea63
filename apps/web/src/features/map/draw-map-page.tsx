/**
 * /home/draw-map, the app's home: the area's illustrated map with its places. The title, the
 * weather, the class filter and the place list show at once; the map canvas (Leaflet) arrives
 * as its own chunk a moment later, so the first screen stays light. `?place=<id>` opens that
 * place's sheet (search results and the list link here); `&play=1` plays its guide too (a
 * signpost's QR code, the stop-number keypad). The tour the visitor has on shows on
 * the map and in a card above the list (features/tour). Notices and navigation are children
 * and take the whole screen when open.
 */
import { lazy, memo, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Place, PlaceClass } from '@youlan/contract';
import { PLAY_QUERY_PARAM } from '@youlan/contract/runtime';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { useOutlet, useSearchParams } from 'react-router';
import { configQuery, mapConfigQuery, weatherQuery } from '../../entities/area-queries.ts';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states.tsx';
import { chooseMapSkin } from './map-skin.ts';
import { MapPlaceholder } from './map-placeholder.tsx';
import { ClassGlyph, classStyle } from '../../ui/place-class-glyph.tsx';
import { useFeatureSlots } from '../../platform/feature-slots.tsx';
import { mediaUrlQuery } from '../../platform/media-url.ts';
import { filterPlacesByClass, placeListQuery } from '../../entities/places.ts';
import { MapCanvas } from './lazy-map-canvas.ts';
import { useSceneCodes } from './scene-codes.ts';
import { WeatherChip } from './weather-chip.tsx';
import { Icon } from '../../ui/icons.tsx';
import { LocalizedText } from '../../ui/fallback-tag.tsx';
import { showToast } from '../../ui/toast.ts';
import styles from './draw-map-page.module.css';

/** About the height of the place sheet: a chosen place is framed above it. */
const SHEET_INSET_PX = 280;

/** The header (title, search, notice, entries, filter) and the list handle, in screen pixels, read when the map frames the places. */
function firstViewInsets() {
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  return { topInsetPx: 19.5 * rem, bottomInsetPx: 5 * rem };
}

const HomeShortcuts = lazy(() => import('./home-shortcuts.tsx'));

const ChevronIcon = () => (
  <Icon>
    <path d="M7 10l5 5 5-5" />
  </Icon>
);
const PlaceHeardMark = lazy(() => import('./place-heard-mark.tsx'));

const ClassFilter = memo(function ClassFilter({ classes, value, onChange }: { classes: PlaceClass[]; value: number | null; onChange: (classId: number | null) => void }) {
  const { t } = useTranslation();
  const options = [{ id: null, label: t('map.filterAll'), icon: undefined }, ...classes.map((c) => ({ id: c.id, label: c.name.text, icon: c.icon }))];
  return (
    <div className={styles.mapFilter} role="radiogroup" aria-label={t('map.filterLabel')} data-testid="class-filter" data-foldable>
      {options.map((option) => (
        <button
          key={option.id ?? 'all'}
          type="button"
          role="radio"
          aria-checked={value === option.id}
          className={value === option.id ? `${styles.mapFilterChip} ${styles.mapFilterChipOn}` : styles.mapFilterChip}
          onClick={() => onChange(option.id)}
          data-testid="class-filter-option"
          data-class-id={option.id ?? ''}
        >
          {option.icon && <ClassGlyph icon={option.icon} style={{ color: value === option.id ? undefined : classStyle(option.icon).colour }} />}
          {option.label}
        </button>
      ))}
    </div>
  );
});

/** How many of the folded list's rows are made per task. */
const ROWS_PER_TASK = 8;

const PlaceDrawer = memo(function PlaceDrawer({ places, classById, onSelect }: { places: Place[]; classById: Map<number, PlaceClass>; onSelect: (id: number) => void }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  // The list starts folded away: its rows are made a few per task once the first screen is up, not
  // in the first render's task (the demo area's 26 rows in one task were 65 ms at 4× slowdown), or
  // all at once if it is opened.
  const [rowCount, setRowCount] = useState(0);
  useEffect(() => {
    if (rowCount >= places.length) return;
    const timer = setTimeout(() => setRowCount((count) => count + ROWS_PER_TASK), 0);
    return () => clearTimeout(timer);
  }, [rowCount, places.length]);
  const rows = isOpen ? places : places.slice(0, rowCount);
  return (
    <section className={isOpen ? `${styles.mapDrawer} ${styles.mapDrawerOpen}` : styles.mapDrawer} aria-label={t('map.listTitle')} data-bottom-panel>
      <button type="button" className={styles.mapDrawerHandle} onClick={() => setOpen(!isOpen)} aria-expanded={isOpen} data-testid="place-list-toggle">
        <span className={styles.mapDrawerGrip} aria-hidden="true" />
        <span className={styles.mapDrawerTitle}>{t('map.listTitle')}</span>
        <span className={styles.mapDrawerCount}>{t('map.listCount', { count: places.length })}</span>
      </button>
      <ul className={styles.places} data-testid="place-list" inert={!isOpen}>
        {rows.map((place) => {
          const placeClass = classById.get(place.classId);
          const style = classStyle(placeClass?.icon);
          return (
            <li key={place.id}>
              <button
                type="button"
                className={styles.place}
                data-testid="place-item"
                onClick={() => {
                  setOpen(false);
                  onSelect(place.id);
                }}
              >
                <span className={styles.placeBadge} style={{ color: style.colour }} aria-hidden="true">
                  <ClassGlyph icon={placeClass?.icon} />
                </span>
                <span className={styles.placeMain}>
                  <span className={styles.placeHead}>
                    <span className={styles.placeName} data-testid="place-name"><LocalizedText text={place.name} /></span>
                    {placeClass && <span className={styles.placeClass}>{placeClass.name.text}</span>}
                    {place.audioKey && (
                      <Suspense fallback={null}>
                        <PlaceHeardMark placeId={place.id} lang={place.audioLang} />
                      </Suspense>
                    )}
                  </span>
                  {place.intro.text && (
                    <span className={styles.placeIntro} lang={place.intro.lang}>
                      {place.intro.text}
                    </span>
                  )}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
});

function MapScreen() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [classId, setClassId] = useState<number | null>(null);
  const { data: config } = useQuery(configQuery);
  const { data: weather } = useQuery(weatherQuery);
  const places = useQuery(placeListQuery);
  const map = useQuery(mapConfigQuery);
  const sceneCodes = useSceneCodes();
  const { PlaceSheet, NearestOpenEntry, MapTourCard, playGuide, useIsAutoGuideActive } = useFeatureSlots();
  const isAutoGuideActive = useIsAutoGuideActive();
  const screenRef = useRef<HTMLDivElement>(null);
  // The audio controls float above the place list or sheet, whichever is open. Loaded with the
  // audio layer's chunk, which reads the same store, not with the first screen. The panels mark
  // themselves (`data-bottom-panel`): the place sheet's classes belong to its own feature.
  useEffect(() => {
    let stop: (() => void) | null = null;
    let isGone = false;
    void import('../../platform/screen-bottom.ts').then(({ watchBottomPanels }) => {
      if (!isGone && screenRef.current) stop = watchBottomPanels(screenRef.current, '[data-bottom-panel]');
    });
    return () => {
      isGone = true;
      stop?.();
    };
  }, []);

  const selectedId = Number(searchParams.get('place')) || null;
  // Stable as setSearchParams is, so the memoized map, list and sheet do not render again for a new one.
  const select = useCallback(
    (id: number | null) =>
      setSearchParams(
        (params) => {
          if (id === null) params.delete('place');
          else params.set('place', String(id));
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const closeSheet = useCallback(() => select(null), [select]);
  // The map is the screen: dragging it, or a place's sheet, folds the header to its title and search
  // (the entries, filter and nearest-open rows covered 45 % of a 375 px map, 75 % with the sheet).
  // Why it is folded: the visitor's hand (a drag, the chevron) keeps it so; a place's sheet only borrows the room.
  const [topFold, setTopFold] = useState<'hand' | 'sheet' | null>(selectedId === null ? null : 'sheet');
  const isTopFolded = topFold !== null;
  const foldTop = useCallback(() => setTopFold('hand'), []);
  // Set in the render that opens or closes a sheet (React's pattern for state following a value).
  const [sheetFoldedFor, setSheetFoldedFor] = useState(selectedId);
  if (selectedId !== sheetFoldedFor) {
    setSheetFoldedFor(selectedId);
    if (selectedId !== null && topFold === null) setTopFold('sheet');
    if (selectedId === null && topFold === 'sheet') setTopFold(null);
  }

  const list = places.data?.list;
  const classes = places.data?.classes;
  const classById = useMemo(() => new Map((classes ?? []).map((c) => [c.id, c])), [classes]);
  const shown = useMemo(() => filterPlacesByClass(list ?? [], classId), [list, classId]);
  const selected = list?.find((place) => place.id === selectedId) ?? null;
  // A link to a place the area has since removed (or a mistyped one): said once, and the link's
  // place dropped, so the map frames the area as on any visit instead of waiting on the place.
  const isSelectionGone = list !== undefined && selectedId !== null && selected === null;
  useEffect(() => {
    if (!isSelectionGone) return;
    showToast(t('home.placeGone'));
    select(null);
  }, [isSelectionGone, select, t]);
  // `&play=1` (a signpost's code, the keypad): the place's guide plays, once; the query goes so a
  // reload or the way back does not ask again. A guide already playing it plays on.
  const shouldPlay = searchParams.get(PLAY_QUERY_PARAM) === '1';
  useEffect(() => {
    if (!selected || !shouldPlay) return;
    playGuide(selected);
    setSearchParams(
      (params) => {
        params.delete(PLAY_QUERY_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [selected, shouldPlay, playGuide, setSearchParams]);
  const areaTitle = config?.title.text || t('route.home');
  const today = weather?.[0];

  // Until the map canvas arrives, the picture the document painted stays (docs/instant-open.md).
  const queryClient = useQueryClient();
  const skinKey = map.data ? chooseMapSkin(map.data, sceneCodes) : null;
  const pictureUrl = skinKey ? queryClient.getQueryData(mediaUrlQuery(skinKey).queryKey) : undefined;
  let canvas = pictureUrl ? <img className={styles.mapPreview} src={pictureUrl} alt="" data-testid="map-preview" /> : <MapPlaceholder label={t('map.loadingMap')} />;
  if (map.isError) canvas = <MapPlaceholder label={t('map.noMap')} />;
  else if (map.data && skinKey && list && classes && config) {
    canvas = (
      <Suspense fallback={canvas}>
        <MapCanvas
          map={map.data}
          datum={config.coordinateSystem}
          skinKey={skinKey}
          places={shown}
          classes={classes}
          selectedPlaceId={selectedId}
          onSelectPlace={select}
          bottomInsetPx={SHEET_INSET_PX}
          firstView={firstViewInsets}
          isFollowing={isAutoGuideActive}
          onUserPan={foldTop}
          showsTour
        />
      </Suspense>
    );
  }

  return (
    <div className={styles.mapScreen} ref={screenRef}>
      <div className={styles.mapScreenCanvas}>{canvas}</div>
      {/* Folded rows are hidden, not unmounted: a filter chosen or a row's open sheet stays as it was. */}
      <header className={isTopFolded ? `${styles.mapTop} ${styles.mapTopFolded}` : styles.mapTop} data-testid="map-top" data-folded={isTopFolded}>
        <div className={styles.mapTopBar}>
          <h1 className={styles.mapTopTitle} data-testid="area-title">
            {areaTitle}
          </h1>
          {today && <WeatherChip today={today} />}
          <button type="button" className={styles.mapTopFold} aria-expanded={!isTopFolded} aria-label={isTopFolded ? t('map.topUnfold') : t('map.topFold')} onClick={() => setTopFold(isTopFolded ? null : 'hand')} data-testid="map-top-fold">
            <ChevronIcon />
          </button>
        </div>
        {/* The filter comes with the shortcuts above it: shown before them, it would jump down when they came. */}
        <Suspense fallback={null}>
          <HomeShortcuts />
          {classes && classes.length > 0 && <ClassFilter classes={classes} value={classId} onChange={setClassId} />}
        </Suspense>
        {/* After the filter, its own lazy chunk (the live status's): its arrival moves nothing above it. */}
        <div data-foldable>
          <Suspense fallback={null}>
            <NearestOpenEntry />
          </Suspense>
        </div>
      </header>
      {places.isPending && (
        <div className={`${styles.mapDrawer} ${styles.mapDrawerStatus}`} data-bottom-panel>
          <LoadingState />
        </div>
      )}
      {places.isError && (
        <div className={`${styles.mapDrawer} ${styles.mapDrawerStatus}`} data-bottom-panel>
          <ErrorState message={t('home.placesFailed')} onRetry={() => void places.refetch()} />
        </div>
      )}
      {list && list.length === 0 && (
        <div className={`${styles.mapDrawer} ${styles.mapDrawerStatus}`} data-bottom-panel>
          <EmptyState>{t('home.placesEmpty')}</EmptyState>
        </div>
      )}
      {list && list.length > 0 && <PlaceDrawer places={shown} classById={classById} onSelect={select} />}
      {list && !selected && (
        <Suspense fallback={null}>
          <MapTourCard onSelectPlace={select} />
        </Suspense>
      )}
      {selected && (
        <Suspense fallback={null}>
          <PlaceSheet key={selected.id} place={selected} placeClass={classById.get(selected.classId)} onClose={closeSheet} />
        </Suspense>
      )}
    </div>
  );
}

export default function DrawMapPage() {
  const outlet = useOutlet();
  if (outlet) return outlet;
  return <MapScreen />;
}
