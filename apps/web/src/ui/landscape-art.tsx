/** The brand's landscape: two peaks over water, for the login, notice and error screens. */
import type { SVGProps } from 'react';

export function LandscapeArt(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 200 120" aria-hidden="true" {...props}>
      <circle cx="150" cy="32" r="14" fill="var(--yl-sun)" />
      <path d="M0 92 L52 38 L80 66 L112 30 L200 92 Z" fill="var(--yl-jade-300)" />
      <path d="M0 92 L40 62 L70 82 L104 54 L150 80 L200 64 L200 92 Z" fill="var(--yl-jade-500)" />
      <path d="M0 96 H200 V120 H0 Z" fill="var(--yl-jade-100)" />
      <path d="M30 104 H78 M104 110 H150 M60 114 H96" stroke="var(--yl-jade-300)" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
