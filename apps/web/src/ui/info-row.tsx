/** A labelled row with an icon (address, opening hours, a phone number): about-us, business. */
import type { ReactNode } from 'react';

export function InfoRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="yl-row">
      <span className="yl-row__icon">{icon}</span>
      <div className="yl-row__main">
        <p className="yl-row__label">{label}</p>
        <div className="yl-row__value">{children}</div>
      </div>
    </div>
  );
}
