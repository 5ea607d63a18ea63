/**
 * A postcard from the tour: the view the visitor is looking at, on the area's paper frame with the
 * area's name, the spot and the date, optionally with their own photo inset (taken with the camera
 * or chosen). "Save" uploads it and keeps it among their photos (the photo studio's library).
 */
import type { PanoramaScene } from '@youlan/contract';
import { endpoints } from '@youlan/contract/runtime';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../platform/http.ts';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { configQuery } from '../../entities/area-queries.ts';
import { uploadPicture } from '../../entities/upload.ts';
import { chooseImage } from '../../platform/wechat/choose-image.ts';
import { formatDate } from '../../platform/i18n/format.ts';
import { CloseIcon } from '../../ui/icons.tsx';
import { showToast } from '../../ui/toast.ts';
import { coverCrop, postcardLayout, type Rect } from './postcard-layout.ts';
import styles from './panorama.module.css';

/** Where the visitor's photos are: the photo studio's "my photos" tab. */
const MY_PHOTOS_PATH = '/boost/photos?tab=mine';
const POSTCARD_QUALITY = 0.9;
const FONT = '"PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif';

interface PostcardText {
  area: string;
  spot: string;
  date: string;
}

function drawCover(context: CanvasRenderingContext2D, source: CanvasImageSource, width: number, height: number, target: Rect): void {
  const crop = coverCrop(width, height, target);
  context.drawImage(source, crop.x, crop.y, crop.width, crop.height, target.x, target.y, target.width, target.height);
}

/** Draws the postcard; `view` is the viewer's canvas as it is now. */
export function drawPostcard(view: HTMLCanvasElement, inset: ImageBitmap | null, text: PostcardText): HTMLCanvasElement {
  const layout = postcardLayout();
  const canvas = document.createElement('canvas');
  canvas.width = layout.width;
  canvas.height = layout.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  context.fillStyle = '#fbf8f1';
  context.fillRect(0, 0, layout.width, layout.height);
  drawCover(context, view, view.width, view.height, layout.picture);
  if (inset) {
    const { x, y, width, height } = layout.inset;
    context.save();
    context.shadowColor = 'rgba(0, 0, 0, 0.35)';
    context.shadowBlur = 18;
    context.fillStyle = '#ffffff';
    context.fillRect(x - 10, y - 10, width + 20, height + 20);
    context.restore();
    drawCover(context, inset, inset.width, inset.height, layout.inset);
  }
  const { caption } = layout;
  context.textBaseline = 'alphabetic';
  context.fillStyle = '#1d2b29';
  context.font = `600 56px ${FONT}`;
  context.fillText(text.area, caption.x, caption.y + 92, caption.width * 0.7);
  context.fillStyle = '#4f605d';
  context.font = `40px ${FONT}`;
  context.fillText(text.spot, caption.x, caption.y + 160, caption.width * 0.7);
  context.textAlign = 'right';
  context.font = `36px ${FONT}`;
  context.fillText(text.date, caption.x + caption.width, caption.y + 160, caption.width * 0.3);
  // A seal in the corner: the mark of a postcard from the area.
  context.strokeStyle = '#b8322a';
  context.lineWidth = 5;
  context.strokeRect(caption.x + caption.width - 92, caption.y + 40, 92, 70);
  context.fillStyle = '#b8322a';
  context.font = `600 30px ${FONT}`;
  context.textAlign = 'center';
  context.fillText('360°', caption.x + caption.width - 46, caption.y + 86);
  return canvas;
}

function toJpeg(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the postcard could not be encoded'))), 'image/jpeg', POSTCARD_QUALITY));
}

interface PostcardSheetProps {
  scene: PanoramaScene;
  /** The view as captured when the visitor tapped the button. */
  view: HTMLCanvasElement;
  onClose: () => void;
}

export function PostcardSheet({ scene, view, onClose }: PostcardSheetProps) {
  const { t, i18n } = useTranslation();
  const config = useQuery(configQuery);
  const [inset, setInset] = useState<ImageBitmap | null>(null);
  const area = config.data ? config.data.title.text : '';
  const spot = scene.title.text;
  const date = formatDate(new Date(), i18n.language);
  const card = useMemo(() => {
    const canvas = drawPostcard(view, inset, { area, spot, date });
    return { canvas, url: canvas.toDataURL('image/jpeg', 0.8) };
  }, [view, inset, area, spot, date]);
  // The card saved last: another inset makes another card, to be saved again.
  const [savedCard, setSavedCard] = useState<HTMLCanvasElement | null>(null);
  const saved = savedCard === card.canvas;

  useEffect(() => () => inset?.close(), [inset]);

  const save = useMutation({
    mutationFn: async (canvas: HTMLCanvasElement) => {
      const uploaded = await uploadPicture(await toJpeg(canvas), 'postcard.jpg');
      return call(endpoints.createPostcard, { body: { sceneId: scene.id, photoKey: uploaded.key } });
    },
    onSuccess: (_material, canvas) => {
      setSavedCard(canvas);
      showToast(t('panorama.postcard.saved'));
    },
    onError: (error) => {
      console.warn('postcard not saved', error);
      showToast(t('panorama.postcard.saveFailed'));
    },
  });

  // The camera where the phone offers it, else the album: WeChat's picker inside WeChat.
  async function insetSelf() {
    const [file] = await chooseImage({ count: 1, sources: ['camera', 'album'] });
    if (!file) return;
    try {
      setInset(await createImageBitmap(file, { imageOrientation: 'from-image' }));
    } catch (error) {
      console.warn('the photo could not be read', error);
      showToast(t('panorama.postcard.photoUnreadable'));
    }
  }

  return (
    <div className={styles.panoPostcard} role="dialog" aria-modal="true" aria-label={t('panorama.postcard.title')} data-testid="pano-postcard">
      <button type="button" className={styles.panoPostcardClose} onClick={onClose} aria-label={t('panorama.postcard.close')}>
        <CloseIcon />
      </button>
      <img className={styles.panoPostcardCard} src={card.url} alt={t('panorama.postcard.alt', { spot })} data-testid="pano-postcard-image" />
      <div className={styles.panoPostcardActions}>
        <button type="button" className="yl-button yl-button--outline" onClick={() => void insetSelf()} data-testid="pano-postcard-self">
          {t(inset ? 'panorama.postcard.changeSelf' : 'panorama.postcard.addSelf')}
        </button>
        {inset && (
          <button type="button" className="yl-button yl-button--outline" onClick={() => setInset(null)}>
            {t('panorama.postcard.removeSelf')}
          </button>
        )}
        {saved ? (
          <Link className="yl-button" to={MY_PHOTOS_PATH} data-testid="pano-postcard-mine">
            {t('panorama.postcard.viewMine')}
          </Link>
        ) : (
          <button type="button" className="yl-button" disabled={save.isPending} onClick={() => save.mutate(card.canvas)} data-testid="pano-postcard-save">
            {t(save.isPending ? 'panorama.postcard.saving' : 'panorama.postcard.save')}
          </button>
        )}
      </div>
    </div>
  );
}
