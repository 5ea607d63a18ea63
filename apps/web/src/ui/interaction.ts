/**
 * Interface defaults of spec section 9, in one place. Gesture code (map panning, carousels,
 * swipe-to-close sheets) reads the thresholds from here; toast.ts and ui.css's popup and toast
 * layers follow the rest.
 */

/** How long a toast stays, ms. */
export const TOAST_DURATION_MS = 2000;
/** z-index of the lowest popup layer (`--yl-popup-z-index` in ui.css); toasts sit just above them. */
export const POPUP_Z_INDEX = 2000;
/** A touch that moves less than this, in CSS px, is a tap rather than a drag. */
export const TAP_THRESHOLD_PX = 5;
/** A drag's direction is locked once it has moved this far, in CSS px, along either axis. */
export const DIRECTION_LOCK_PX = 10;

export type PointerMove = 'tap' | 'undecided' | 'horizontal' | 'vertical';

/**
 * What a touch that has moved (dx, dy) from its start counts as. Within the tap threshold it is a
 * tap; between the thresholds it is undecided (neither scroll nor drag starts); beyond the lock
 * it belongs to its dominant axis for the rest of the gesture.
 */
export function classifyPointerMove(dx: number, dy: number): PointerMove {
  const ax = Math.abs(dx);
  const ay = Math.abs(dy);
  if (Math.hypot(dx, dy) < TAP_THRESHOLD_PX) return 'tap';
  if (ax < DIRECTION_LOCK_PX && ay < DIRECTION_LOCK_PX) return 'undecided';
  return ax >= ay ? 'horizontal' : 'vertical';
}
