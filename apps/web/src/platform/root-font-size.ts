/**
 * The layout's root font size (spec section 2): screens are designed in rem against a 750-wide
 * draft, so 1rem follows the screen width.
 */
import { readLocal, STORAGE_KEYS, writeLocal } from './storage.ts';

/** Widths above this get the fixed 32 px. */
export const MAX_SCALED_WIDTH_PX = 750;
export const MAX_ROOT_FONT_SIZE_PX = 32;
export const MIN_ROOT_FONT_SIZE_PX = 8;
const WIDTH_PER_ROOT_FONT_PX = 23.4375;

/** The large-text mode of "我的" (elderly visitors): every rem grows by this much. */
export const LARGE_TEXT_SCALE = 1.25;

export function rootFontSize(widthPx: number, isLargeText = false): number {
  const base = widthPx > MAX_SCALED_WIDTH_PX ? MAX_ROOT_FONT_SIZE_PX : Math.max(MIN_ROOT_FONT_SIZE_PX, widthPx / WIDTH_PER_ROOT_FONT_PX);
  return isLargeText ? base * LARGE_TEXT_SCALE : base;
}

export const isLargeText = () => readLocal(STORAGE_KEYS.largeText) === '1';

function apply(): void {
  const large = isLargeText();
  document.documentElement.style.fontSize = `${rootFontSize(document.documentElement.clientWidth, large)}px`;
  // Marks the mode on the document, for what cannot follow the root size (px, the browser tests).
  document.documentElement.classList.toggle('yl-large-text', large);
}

/** Sets the size now and whenever the screen turns or resizes. */
export function installRootFontSize(): void {
  apply();
  window.addEventListener('resize', apply);
  window.addEventListener('orientationchange', apply);
}

/** Turns the large-text mode on or off, remembered on this phone. */
export function setLargeText(on: boolean): void {
  writeLocal(STORAGE_KEYS.largeText, on ? '1' : null);
  apply();
}
