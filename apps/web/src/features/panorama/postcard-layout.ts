/**
 * Where everything goes on a postcard (pure numbers, tested): the captured view cropped to a 4:5
 * picture on paper, a caption band below (the area, the spot, the date), and the visitor's own
 * photo, when added, inset at the picture's lower right.
 */

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const POSTCARD_WIDTH = 1080;
const BORDER = 40;
const CAPTION = 220;
const PICTURE_ASPECT = 4 / 5;
const INSET_SHARE = 0.34;
const INSET_ASPECT = 3 / 4;
const INSET_MARGIN = 28;

export interface PostcardLayout {
  width: number;
  height: number;
  picture: Rect;
  caption: Rect;
  inset: Rect;
}

export function postcardLayout(): PostcardLayout {
  const pictureWidth = POSTCARD_WIDTH - 2 * BORDER;
  const pictureHeight = Math.round(pictureWidth / PICTURE_ASPECT);
  const picture = { x: BORDER, y: BORDER, width: pictureWidth, height: pictureHeight };
  const insetWidth = Math.round(pictureWidth * INSET_SHARE);
  const insetHeight = Math.round(insetWidth / INSET_ASPECT);
  return {
    width: POSTCARD_WIDTH,
    height: BORDER + pictureHeight + CAPTION,
    picture,
    caption: { x: BORDER, y: BORDER + pictureHeight, width: pictureWidth, height: CAPTION },
    inset: { x: picture.x + pictureWidth - insetWidth - INSET_MARGIN, y: picture.y + pictureHeight - insetHeight - INSET_MARGIN, width: insetWidth, height: insetHeight },
  };
}

/** The part of a source of `width` × `height` that covers `target`'s shape, centred (CSS object-fit: cover). */
export function coverCrop(width: number, height: number, target: Pick<Rect, 'width' | 'height'>): Rect {
  const targetAspect = target.width / target.height;
  if (width / height > targetAspect) {
    const cropWidth = height * targetAspect;
    return { x: (width - cropWidth) / 2, y: 0, width: cropWidth, height };
  }
  const cropHeight = width / targetAspect;
  return { x: 0, y: (height - cropHeight) / 2, width, height: cropHeight };
}
