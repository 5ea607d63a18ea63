/**
 * Rows of a card: a labelled value with an icon (address, opening hours, a phone number), and a
 * row that leads to another screen (user centre).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon } from './icons.tsx';
import styles from './info-row.module.css';

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

interface LinkRowProps {
  to: string;
  icon: ReactNode;
  label: string;
  /** Shown at the right, before the chevron (a count, a status). */
  value?: ReactNode;
  valueTestId?: string;
  testId: string;
  className?: string;
}

export function LinkRow({ to, icon, label, value, valueTestId, testId, className }: LinkRowProps) {
  return (
    <Link className={className ? `yl-row ${className}` : 'yl-row'} to={to} data-testid={testId}>
      <span className="yl-row__icon">{icon}</span>
      <span className="yl-row__main">{label}</span>
      {value !== undefined && (
        <span className={styles.value} data-testid={valueTestId}>
          {value}
        </span>
      )}
      <ChevronRightIcon className="yl-row__chevron" />
    </Link>
  );
}
