/** A tour's glyph: a path between stops. In the lazy chunks that link to tours, not in the first screen's icon set. */
import { Icon, type IconProps } from './icons.tsx';

export const TourIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="6" cy="18" r="2" />
    <circle cx="18" cy="6" r="2" />
    <path d="M8 18h6.5a3.5 3.5 0 0 0 0-7h-5a3.5 3.5 0 0 1 0-7H16" />
  </Icon>
);
