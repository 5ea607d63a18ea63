/**
 * Toasts, with the app's duration (spec section 9): one line over the screen that a screen reader
 * reads out (a polite live region), never taking a tap. A new toast replaces the one on show.
 */
import { TOAST_DURATION_MS } from './interaction.ts';
import styles from './toast.module.css';

let region: HTMLElement | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

export function showToast(content: string): void {
  clearTimeout(timer);
  const show = (shown: HTMLElement) => {
    shown.textContent = content;
    timer = setTimeout(() => (shown.textContent = ''), TOAST_DURATION_MS);
  };
  if (region) return show(region);
  const created = document.createElement('div');
  created.className = styles.toast;
  created.setAttribute('role', 'status');
  document.body.append(created);
  region = created;
  // A live region added with its text is often not read out: the text follows in a task of its own.
  timer = setTimeout(() => show(created), 0);
}
