/**
 * A bar that fills as work goes on (a photo job, a panorama's download, the offline package): one
 * design for every screen, named by what it measures for screen readers.
 */

interface ProgressBarProps {
  /** Done so far, 0 to 1; null while not known yet (an empty track, no value announced). */
  share: number | null;
  /** What is in progress, as the screen says it (read out with the value). */
  label: string;
  /** The screen's own size and spacing for the track. */
  className?: string;
  testId?: string;
}

export function ProgressBar({ share, label, className, testId }: ProgressBarProps) {
  const percent = share === null || !Number.isFinite(share) ? null : Math.round(Math.min(1, Math.max(0, share)) * 100);
  return (
    <span
      className={className ? `yl-progress ${className}` : 'yl-progress'}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent ?? undefined}
      aria-label={label}
      data-testid={testId}
    >
      <span className="yl-progress__fill" style={{ width: `${percent ?? 0}%` }} />
    </span>
  );
}
