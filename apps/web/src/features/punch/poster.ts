/**
 * The share poster, drawn on the device: area title, place, stamp, date and a QR code back to the
 * app. It becomes a data URL shown as an <img>, which WeChat lets visitors save by long-press
 * (downloads do not work in iOS WeChat).
 */
import { sealText } from './seal-text.ts';

export const POSTER_WIDTH = 750;
export const POSTER_HEIGHT = 1200;

const JADE = '#155e55';
const JADE_LIGHT = '#2a9384';
const PAPER = '#f8f5ee';
const INK = '#1d2b29';
const INK_2 = '#4f605d';
const SEAL_RED = '#c0392b';
const SEAL_FONT = '"STKaiti", "KaiTi", "Songti SC", "Noto Serif CJK SC", serif';
const TEXT_FONT = '-apple-system, "PingFang SC", "Helvetica Neue", "Microsoft YaHei", sans-serif';

export interface PosterInput {
  areaTitle: string;
  placeName: string;
  /** The place's name in the seal (the Chinese name). */
  sealName: string;
  /** The punch date as the visitor reads it. */
  dateText: string;
  /** The area's stamp picture, already loaded; null draws the seal. */
  stampImage: HTMLImageElement | null;
  /** Where the QR code leads. */
  link: string;
  scanHint: string;
  tagline: string;
}

function drawSeal(ctx: CanvasRenderingContext2D, name: string, cx: number, cy: number, r: number): void {
  ctx.save();
  ctx.translate(cx, cy);
  // A pressed seal is never quite straight.
  ctx.rotate((-8 * Math.PI) / 180);
  ctx.strokeStyle = SEAL_RED;
  ctx.fillStyle = SEAL_RED;
  ctx.lineWidth = r * 0.06;
  ctx.beginPath();
  ctx.arc(0, 0, r * 0.94, 0, Math.PI * 2);
  ctx.stroke();
  ctx.lineWidth = r * 0.02;
  ctx.beginPath();
  ctx.arc(0, 0, r * 0.8, 0, Math.PI * 2);
  ctx.stroke();
  const chars = sealText(name);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  if (chars.length === 4) {
    const size = r * 0.52;
    ctx.font = `bold ${size}px ${SEAL_FONT}`;
    const dx = r * 0.28;
    const dy = r * 0.28;
    // Right column first, top to bottom, as seals read.
    ctx.fillText(chars[0]!, dx, -dy);
    ctx.fillText(chars[1]!, dx, dy);
    ctx.fillText(chars[2]!, -dx, -dy);
    ctx.fillText(chars[3]!, -dx, dy);
  } else {
    const size = chars.length >= 3 ? r * 0.42 : r * 0.58;
    ctx.font = `bold ${size}px ${SEAL_FONT}`;
    ctx.fillText(chars.join(''), 0, 0);
  }
  ctx.restore();
}

function fitText(ctx: CanvasRenderingContext2D, text: string, maxWidth: number, size: number, weight: string, font: string): void {
  let fontSize = size;
  ctx.font = `${weight} ${fontSize}px ${font}`;
  while (ctx.measureText(text).width > maxWidth && fontSize > 18) {
    fontSize -= 2;
    ctx.font = `${weight} ${fontSize}px ${font}`;
  }
}

async function drawQr(ctx: CanvasRenderingContext2D, link: string, x: number, y: number, size: number): Promise<void> {
  const { default: qrcode } = await import('qrcode-generator');
  const qr = qrcode(0, 'M');
  qr.addData(link);
  qr.make();
  const count = qr.getModuleCount();
  const cell = size / count;
  // Scanners want a light quiet zone of four modules around the code.
  const quiet = cell * 4;
  ctx.fillStyle = '#fff';
  ctx.fillRect(x - quiet, y - quiet, size + quiet * 2, size + quiet * 2);
  ctx.fillStyle = INK;
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      // Overlap by a hair so no seams show between dark cells.
      if (qr.isDark(row, col)) ctx.fillRect(x + col * cell, y + row * cell, cell + 0.5, cell + 0.5);
    }
  }
}

export async function drawPoster(canvas: HTMLCanvasElement, input: PosterInput): Promise<string> {
  canvas.width = POSTER_WIDTH;
  canvas.height = POSTER_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas 2d is not available');
  const w = POSTER_WIDTH;

  ctx.fillStyle = PAPER;
  ctx.fillRect(0, 0, w, POSTER_HEIGHT);

  const band = ctx.createLinearGradient(0, 0, 0, 300);
  band.addColorStop(0, JADE);
  band.addColorStop(1, JADE_LIGHT);
  ctx.fillStyle = band;
  ctx.fillRect(0, 0, w, 300);
  // Hills at the band's foot, the app's landscape motif.
  ctx.fillStyle = PAPER;
  ctx.beginPath();
  ctx.moveTo(0, 300);
  ctx.bezierCurveTo(140, 220, 260, 250, 360, 285);
  ctx.bezierCurveTo(470, 230, 620, 220, w, 280);
  ctx.lineTo(w, 301);
  ctx.lineTo(0, 301);
  ctx.closePath();
  ctx.fill();

  ctx.fillStyle = '#fff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  fitText(ctx, input.areaTitle, w - 120, 48, '600', TEXT_FONT);
  ctx.fillText(input.areaTitle, w / 2, 120);
  ctx.font = `400 26px ${TEXT_FONT}`;
  ctx.globalAlpha = 0.85;
  ctx.fillText(input.tagline, w / 2, 170);
  ctx.globalAlpha = 1;

  const stampCenterY = 500;
  const stampRadius = 170;
  if (input.stampImage) {
    const side = stampRadius * 2;
    ctx.drawImage(input.stampImage, w / 2 - side / 2, stampCenterY - side / 2, side, side);
  } else {
    drawSeal(ctx, input.sealName, w / 2, stampCenterY, stampRadius);
  }

  ctx.fillStyle = INK;
  ctx.textAlign = 'center';
  fitText(ctx, input.placeName, w - 120, 56, '600', TEXT_FONT);
  ctx.fillText(input.placeName, w / 2, 760);
  ctx.fillStyle = INK_2;
  ctx.font = `400 30px ${TEXT_FONT}`;
  ctx.fillText(input.dateText, w / 2, 815);

  ctx.strokeStyle = '#e0dccf';
  ctx.lineWidth = 2;
  ctx.setLineDash([8, 8]);
  ctx.beginPath();
  ctx.moveTo(60, 890);
  ctx.lineTo(w - 60, 890);
  ctx.stroke();
  ctx.setLineDash([]);

  const qrSize = 190;
  await drawQr(ctx, input.link, 80, 950, qrSize);
  ctx.textAlign = 'left';
  ctx.fillStyle = INK;
  ctx.font = `600 32px ${TEXT_FONT}`;
  ctx.fillText(input.scanHint, 330, 1030);
  ctx.fillStyle = INK_2;
  fitText(ctx, input.areaTitle, w - 330 - 60, 26, '400', TEXT_FONT);
  ctx.fillText(input.areaTitle, 330, 1080);

  return canvas.toDataURL('image/png');
}
