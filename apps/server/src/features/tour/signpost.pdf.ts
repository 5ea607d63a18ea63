/**
 * Printable signposts (docs/tours.md): one sheet per place, A6 or A4, with the area's name, the
 * place's name in the area's language and in a second one, its stop number and a QR code of the
 * URL that opens the app at the place playing its guide. pdf-lib draws it. The text is Noto Sans
 * CJK (fonts-noto-cjk, the system's) drawn as outlines, the glyphs' own paths: pdf-lib's subsets of
 * a CFF font come out invalid (viewers substitute another font), and outlines print the same
 * anywhere, in a sheet of a few kilobytes. A printed sign has no text to select.
 */
import { readFile } from 'node:fs/promises';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type Color, type PDFPage } from 'pdf-lib';
import qrcode from 'qrcode-generator';
import type { SignpostSize } from '@youlan/contract';

export interface Signpost {
  areaName: string;
  name: string;
  /** The name in a second language; null when the area has none for it. */
  secondName: string | null;
  stopNumber: string | null;
  /** What the QR code holds: the absolute signpost URL. */
  url: string;
}

/** Sheet sizes in PDF points (ISO 216). */
const SHEETS: Record<SignpostSize, [number, number]> = { a6: [297.64, 419.53], a4: [595.28, 841.89] };
/** Where Debian's fonts-noto-cjk puts the collection, and the face in it with simplified Chinese. */
const NOTO_CJK_PATHS = ['/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc'];
const NOTO_CJK_FACE = 'NotoSansCJKsc-Regular';
const INK = rgb(0.09, 0.2, 0.19);
const JADE = rgb(0.11, 0.48, 0.43);
const GREY = rgb(0.36, 0.43, 0.42);

/** What is drawn of the font: its glyphs' outlines and advances. */
export type OutlineFont = ReturnType<typeof fontkit.create>;

let loaded: Promise<OutlineFont | null> | null = null;

/** The CJK font, read once; null when the machine has none (the route then says so). */
export function signpostFont(): Promise<OutlineFont | null> {
  loaded ??= (async () => {
    for (const path of NOTO_CJK_PATHS) {
      try {
        return fontkit.create(await readFile(path), NOTO_CJK_FACE);
      } catch {
        // Not at this path; try the next.
      }
    }
    return null;
  })();
  return loaded;
}

/** The width of `text` at `size` points. */
function widthOf(font: OutlineFont, text: string, size: number): number {
  return (font.layout(text).advanceWidth * size) / font.unitsPerEm;
}

/** A glyph's path as fontkit makes it at run time (its types leave out the transforms). */
interface GlyphPath {
  scale(x: number, y: number): GlyphPath;
  translate(x: number, y: number): GlyphPath;
  toSVG(): string;
}

/** Draws `text` as outlines with its baseline's start at (x, y). */
function drawOutlined(page: PDFPage, font: OutlineFont, text: string, x: number, y: number, size: number, color: Color): void {
  const scale = size / font.unitsPerEm;
  const run = font.layout(text);
  let pen = 0;
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index]!;
    // Font units point up, SVG's down: pdf-lib turns an SVG path up again, so the glyph is flipped first.
    const path = (glyph.path as unknown as GlyphPath).scale(scale, -scale).translate(pen + position.xOffset * scale, -position.yOffset * scale).toSVG();
    if (path) page.drawSvgPath(path, { x, y, color, borderWidth: 0 });
    pen += position.xAdvance * scale;
  });
}

/** The QR code's modules, row by row (true: dark), error correction M. */
export function qrModules(text: string): boolean[][] {
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const size = qr.getModuleCount();
  return Array.from({ length: size }, (_, row) => Array.from({ length: size }, (_, column) => qr.isDark(row, column)));
}

/** The largest size up to `size` at which `text` fits `width`. */
function fitted(font: OutlineFont, text: string, size: number, width: number): number {
  const at = widthOf(font, text, size);
  return at <= width ? size : Math.max(6, (size * width) / at);
}

function centred(page: PDFPage, font: OutlineFont, text: string, y: number, size: number, color = INK): void {
  const width = page.getWidth();
  const fit = fitted(font, text, size, width * 0.86);
  drawOutlined(page, font, text, (width - widthOf(font, text, fit)) / 2, y, fit, color);
}

function drawSignpost(page: PDFPage, font: OutlineFont, signpost: Signpost, labels: SignpostLabels): void {
  const [width, height] = [page.getWidth(), page.getHeight()];
  // Everything is laid out on A6 and scaled: an A4 sheet is the same sign, twice as large.
  const k = width / SHEETS.a6[0];
  page.drawRectangle({ x: 10 * k, y: 10 * k, width: width - 20 * k, height: height - 20 * k, borderColor: JADE, borderWidth: 1.5 * k });
  centred(page, font, signpost.areaName, height - 40 * k, 11 * k, GREY);
  centred(page, font, signpost.name, height - 78 * k, 26 * k);
  if (signpost.secondName) centred(page, font, signpost.secondName, height - 100 * k, 13 * k, GREY);
  if (signpost.stopNumber) {
    centred(page, font, labels.stopNumber, height - 128 * k, 9 * k, GREY);
    centred(page, font, signpost.stopNumber, height - 168 * k, 38 * k, JADE);
  }
  // The code: dark modules as squares, in a quiet zone of four modules (white paper).
  const modules = qrModules(signpost.url);
  const side = 150 * k;
  const cell = side / modules.length;
  const left = (width - side) / 2;
  const top = 40 * k + side;
  modules.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark) page.drawRectangle({ x: left + c * cell, y: top - (r + 1) * cell, width: cell, height: cell, color: rgb(0, 0, 0) });
    }),
  );
  centred(page, font, labels.scan, 24 * k, 9 * k, GREY);
}

/** The words printed on every sheet, in the area's language and the second one. */
export interface SignpostLabels {
  stopNumber: string;
  scan: string;
}

export async function signpostsPdf(signposts: readonly Signpost[], size: SignpostSize, font: OutlineFont, labels: SignpostLabels, title: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setCreator('Youlan');
  for (const signpost of signposts) drawSignpost(doc.addPage(SHEETS[size]), font, signpost, labels);
  return doc.save();
}
