/** A canvas to draw a photo on and encode it as JPEG, wherever the phone has one. */
export type Canvas = OffscreenCanvas | HTMLCanvasElement;
export type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

export function newCanvas(width: number, height: number): Canvas {
  // OffscreenCanvas from iOS 16.4; an element before it.
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  return Object.assign(document.createElement('canvas'), { width, height });
}

export function context2d(canvas: Canvas): Context2D {
  const context = canvas.getContext('2d') as Context2D | null;
  if (!context) throw new Error('no 2d canvas');
  return context;
}

export function toJpeg(canvas: Canvas, quality: number): Promise<Blob | null> {
  if (canvas instanceof HTMLCanvasElement) return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
  return canvas.convertToBlob({ type: 'image/jpeg', quality });
}
