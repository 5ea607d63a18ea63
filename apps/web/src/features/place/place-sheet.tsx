/**
 * A place's sheet over the map: its picture, name, class and introduction, and what a visitor
 * does next: listen to the audio guide, like it, walk there, or check in. Its own chunk, loaded
 * when a place is first opened.
 */
import { Suspense, useEffect } from 'react';
import type { Place, PlaceClass } from '@youlan/contract';
import { endpoints } from '@youlan/contract/runtime';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { useNavigate } from 'react-router';
import { call } from '../../platform/http.ts';
import { getToken } from '../../platform/storage.ts';
import { showToast } from '../../ui/toast.ts';
import { useFeatureSlots, type PlaceSheetProps } from '../../platform/feature-slots.tsx';
import { mediaUrlQuery } from '../../platform/media-url.ts';
import { ClassGlyph, classStyle } from '../../ui/place-class-glyph.tsx';
import { placeDetailQuery, punchPlaceIdsQuery } from './place-queries.ts';
import { LocalizedText } from '../../ui/fallback-tag.tsx';
import styles from './place-sheet.module.css';

function PlacePicture({ place, placeClass }: { place: Place; placeClass: PlaceClass | undefined }) {
  const picture = useQuery({ ...mediaUrlQuery(place.imageKey ?? ''), enabled: place.imageKey !== null });
  if (picture.data) return <img className={styles.sheetPicture} src={picture.data} alt="" />;
  // No photo: the class's glyph on its colour, never a stand-in photo.
  const colour = classStyle(placeClass?.icon).colour;
  return (
    <div className={`${styles.sheetPicture} ${styles.sheetPictureGlyph}`} style={{ '--yl-class': colour } as React.CSSProperties} aria-hidden="true">
      <ClassGlyph icon={placeClass?.icon} />
    </div>
  );
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={1.8} strokeLinejoin="round" aria-hidden="true">
      <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.4a4.3 4.3 0 0 1 7.5 2.4C19.5 15.4 12 20 12 20z" />
    </svg>
  );
}

export default function PlaceSheet({ place, placeClass, onClose }: PlaceSheetProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { PlaceAudioButton, PlaceLiveStatus } = useFeatureSlots();
  const detail = useQuery(placeDetailQuery(place.id));
  const { data: punchPlaceIds } = useQuery(punchPlaceIdsQuery);
  const canPunch = punchPlaceIds?.has(place.id) === true;
  const liked = detail.data?.liked ?? false;
  const likeCount = detail.data?.likeCount ?? place.likeCount;

  useEffect(() => {
    // Counts the view; a lost count is not worth bothering the visitor about.
    call(endpoints.recordClick, { params: { type: 'place' }, body: { id: place.id } }).catch(() => undefined);
  }, [place.id]);

  const like = useMutation({
    mutationFn: () => call(endpoints.placeLike, { body: { placeId: place.id, liked: !liked } }),
    onSuccess: (result) => {
      queryClient.setQueryData(placeDetailQuery(place.id).queryKey, (current) => current && { ...current, liked: result.liked, likeCount: result.likeCount });
    },
    onError: () => showToast(t('map.sheet.likeFailed')),
  });

  const onLike = () => {
    if (!getToken()) {
      void navigate(`/wxLogin?redirect=${encodeURIComponent(`/home/draw-map?place=${place.id}`)}`);
      return;
    }
    like.mutate();
  };

  return (
    <section className={styles.sheet} role="dialog" aria-label={place.name.text} data-testid="place-sheet" data-bottom-panel>
      <button type="button" className={styles.sheetClose} onClick={onClose} aria-label={t('map.sheet.close')} data-testid="place-sheet-close">
        <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
      <div className={styles.sheetHead}>
        <PlacePicture place={place} placeClass={placeClass} />
        <div className={styles.sheetTitles}>
          <h2 className={styles.sheetName} data-testid="place-sheet-name">
            <LocalizedText text={place.name} />
          </h2>
          {place.signName.text !== place.name.text && (
            <p className={styles.sheetAlt} lang={place.signName.lang}>
              {place.signName.text}
            </p>
          )}
          {placeClass && (
            <span className={styles.sheetClass} style={{ color: classStyle(placeClass.icon).colour }}>
              <ClassGlyph icon={placeClass.icon} />
              <LocalizedText text={placeClass.name} machineTag={!place.name.machine} />
            </span>
          )}
        </div>
      </div>
      {place.intro.text && (
        <p className={styles.sheetIntro}>
          <LocalizedText text={place.intro} machineTag={!place.name.machine} />
        </p>
      )}
      <Suspense fallback={null}>
        <PlaceLiveStatus placeId={place.id} />
      </Suspense>
      <div className={styles.sheetActions}>
        {/* The guide's button is its own small chunk; its place is kept while it loads (no jump). */}
        <Suspense fallback={<span className={styles.sheetAction} aria-hidden="true" />}>
          <PlaceAudioButton place={place} className={styles.sheetAction} playingClassName={styles.sheetActionOn} />
        </Suspense>
        <button type="button" className={liked ? `${styles.sheetAction} ${styles.sheetActionLiked}` : styles.sheetAction} onClick={onLike} disabled={like.isPending} aria-pressed={liked} data-testid="place-like">
          <HeartIcon filled={liked} />
          <span>{likeCount > 0 ? t('map.sheet.likes', { count: likeCount }) : t('map.sheet.like')}</span>
        </button>
        <button type="button" className={styles.sheetAction} onClick={() => void navigate(`/home/draw-map/navigation?to=${place.id}`)} data-testid="place-navigate">
          <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinejoin="round" aria-hidden="true">
            <path d="M3 11l18-8-8 18-2-8-8-2z" />
          </svg>
          <span>{t('map.sheet.navigate')}</span>
        </button>
        {canPunch && (
        <button type="button" className={styles.sheetAction} onClick={() => void navigate(`/punch/punch?place=${place.id}`)} data-testid="place-punch">
          <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            <path d="M12 21s-6-5.5-6-11a6 6 0 0 1 12 0c0 5.5-6 11-6 11z" />
            <path d="M9.5 10l2 2 3.5-3.5" />
          </svg>
          <span>{t('map.sheet.punch')}</span>
        </button>
        )}
      </div>
    </section>
  );
}
