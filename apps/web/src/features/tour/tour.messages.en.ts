/** English texts of tour.messages.ts (key for key the Chinese there); loaded with the English pack (src/locales/en.ts). */
import type { MessagesOf } from '../../platform/i18n/messages-of.ts';
import type { tourZhCN } from './tour.messages.ts';

export const tourEn: MessagesOf<typeof tourZhCN> = {
  empty: 'No tours yet',
  notFound: 'This tour does not exist or was withdrawn',
  tags: { highlights: 'Highlights', family: 'Families', stepFree: 'Step-free', rainyDay: 'Rainy day' },
  stops: '{{count}} stops',
  distance: '{{km}} km',
  duration: 'About {{minutes}} min',
  progress: 'Heard {{heard}} of {{total}}',
  progressLabel: 'Tour progress',
  next: 'Next stop: {{name}}',
  finished: 'You have heard every stop!',
  play: 'Play guide',
  pause: 'Pause',
  noAudio: 'No guide yet',
  onMap: 'Show on map',
  heard: 'Heard',
  stopCode: 'Stop number {{code}}',
  start: 'Start this tour',
  resume: 'Resume this tour',
  end: 'End tour',
  onMapLabel: 'Tour in progress',
  stampEarned: 'Its stamp is in your collection',
  stampLogin: 'Log in to get its stamp',
  loginToKeep: 'Log in to keep your progress with your account and pick up on another phone.',
};
