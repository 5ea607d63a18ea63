/**
 * A star rating that works with a finger, a mouse and a keyboard (desktop WeChat): a radio group
 * of star buttons; the arrow keys move and choose, as in any radio group.
 */
import { useRef, type KeyboardEvent } from 'react';

interface StarRatingProps {
  count: number;
  /** 0 when nothing is chosen yet. */
  value: number;
  onChange: (value: number) => void;
  /** The group's name, read by screen readers. */
  label: string;
  /** The accessible name of each star: "3 / 5". */
  starLabel: (value: number) => string;
}

export function StarRating({ count, value, onChange, label, starLabel }: StarRatingProps) {
  const group = useRef<HTMLDivElement>(null);
  const choose = (next: number) => {
    const clamped = Math.min(count, Math.max(1, next));
    onChange(clamped);
    group.current?.querySelectorAll<HTMLButtonElement>('button')[clamped - 1]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    choose((value || 0) + step);
  };
  return (
    <div ref={group} role="radiogroup" aria-label={label} className="yl-stars" onKeyDown={onKeyDown} data-testid="star-rating">
      {Array.from({ length: count }, (_, index) => {
        const star = index + 1;
        return (
          <button
            key={star}
            type="button"
            role="radio"
            aria-checked={star === value}
            aria-label={starLabel(star)}
            // One tab stop for the group: the chosen star, or the first.
            tabIndex={star === (value || 1) ? 0 : -1}
            className={star <= value ? 'yl-stars__star yl-stars__star--on' : 'yl-stars__star'}
            onClick={() => choose(star)}
            data-testid="star"
          >
            <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true">
              <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" fill="currentColor" />
            </svg>
          </button>
        );
      })}
    </div>
  );
}
