/**
 * Tests' reading of a signpost PDF: each page's QR code, decoded. The code is drawn as filled
 * squares (signpost.pdf.ts); they are read back from the page's content, laid on a bitmap with a
 * quiet zone and decoded by jsQR, as a phone's camera would decode the printed sheet.
 */
import jsQRModule from 'jsqr';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFPage } from 'pdf-lib';

// A CommonJS module whose types say `export default`: Node hands over module.exports, the function.
const jsQR = jsQRModule as unknown as typeof jsQRModule.default;

/** Pixels per module on the bitmap. */
const SCALE = 6;
const QUIET = 4;

function pageContent(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  return streams
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
    .join('\n');
}

/** The filled squares of a page: pdf-lib draws a rectangle as a translation, then the path from its origin. */
function squares(content: string): Array<{ x: number; y: number; side: number }> {
  const found: Array<{ x: number; y: number; side: number }> = [];
  const pattern = /1 0 0 1 (-?[\d.]+) (-?[\d.]+) cm\s+[\s\S]{0,80}?0 0 m\s+0 ([\d.]+) l\s+([\d.]+) ([\d.]+) l\s+([\d.]+) 0 l\s+h\s+f/g;
  for (const match of content.matchAll(pattern)) {
    const [x, y, height, width] = [Number(match[1]), Number(match[2]), Number(match[3]), Number(match[4])];
    if (Math.abs(width - height) < 1e-3) found.push({ x, y, side: width });
  }
  return found;
}

/** The text of the QR code on `page`; null when there is none or it does not decode. */
export function decodePageQr(page: PDFPage): string | null {
  const cells = squares(pageContent(page));
  if (!cells.length) return null;
  const side = cells[0]!.side;
  const left = Math.min(...cells.map((cell) => cell.x));
  const top = Math.max(...cells.map((cell) => cell.y + cell.side));
  const at = cells.map((cell) => [Math.round((top - cell.y - cell.side) / side), Math.round((cell.x - left) / side)] as const);
  const modules = Math.max(...at.flat()) + 1;
  const width = (modules + 2 * QUIET) * SCALE;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [row, column] of at) {
    for (let dy = 0; dy < SCALE; dy++) {
      for (let dx = 0; dx < SCALE; dx++) {
        const offset = (((row + QUIET) * SCALE + dy) * width + (column + QUIET) * SCALE + dx) * 4;
        pixels.fill(0, offset, offset + 3);
      }
    }
  }
  return jsQR(pixels, width, width)?.data ?? null;
}

/** Every page's QR code and size (points), in order. */
export async function readSignposts(bytes: Uint8Array): Promise<Array<{ qr: string | null; width: number; height: number }>> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => ({ qr: decodePageQr(page), ...page.getSize() }));
}
