/**
 * The layout's root font size (spec section 2): screens are designed in rem against a 750-wide
 * draft, so 1rem follows the screen width.
 */

/** Widths above this get the fixed 32 px. */
export const MAX_SCALED_WIDTH_PX = 750;
export const MAX_ROOT_FONT_SIZE_PX = 32;
export const MIN_ROOT_FONT_SIZE_PX = 8;
const WIDTH_PER_ROOT_FONT_PX = 23.4375;

export function rootFontSize(widthPx: number): number {
  if (widthPx > MAX_SCALED_WIDTH_PX) return MAX_ROOT_FONT_SIZE_PX;
  return Math.max(MIN_ROOT_FONT_SIZE_PX, widthPx / WIDTH_PER_ROOT_FONT_PX);
}

/** Sets the size now and whenever the screen turns or resizes. */
export function installRootFontSize(): void {
  const apply = () => {
    document.documentElement.style.fontSize = `${rootFontSize(document.documentElement.clientWidth)}px`;
  };
  apply();
  window.addEventListener('resize', apply);
  window.addEventListener('orientationchange', apply);
}
