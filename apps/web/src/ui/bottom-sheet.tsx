/**
 * A dialog that rises from the bottom over a dimmed screen (the stop-number keypad, the nearest-open
 * answer): a tap outside closes it. On the body: the map screen's layers make their own stacking
 * context, under the audio buttons.
 */
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './bottom-sheet.module.css';

export function BottomSheet({ label, onClose, testId, children }: { label: string; onClose: () => void; testId: string; children: ReactNode }) {
  return createPortal(
    <div className={styles.backdrop} onClick={onClose}>
      <section className={styles.sheet} role="dialog" aria-modal="true" aria-label={label} onClick={(event) => event.stopPropagation()} data-testid={testId}>
        {children}
      </section>
    </div>,
    document.body,
  );
}
