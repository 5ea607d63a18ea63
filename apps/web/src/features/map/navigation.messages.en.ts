/** English texts of navigation.messages.ts (key for key the Chinese there); loaded with the English pack (src/locales/en.ts). */
import type { MessagesOf } from '../../platform/i18n/messages-of.ts';
import type { navigationZhCN } from './navigation.messages.ts';

export const navigationEn: MessagesOf<typeof navigationZhCN> = {
  from: 'From',
  to: 'To',
  myLocation: 'My location',
  chooseDestination: 'Choose where to go',
  locatingStart: 'Finding your location…',
  noLocationStart: 'Your location is not available, so the walk starts here; change the start above',
  outsideStart: 'You are outside the area, so the walk starts here; change the start above',
  walkTime: 'About {{minutes}} min on foot',
  noRoute: 'No walking route found',
  openInMapApp: 'Open in map app',
};
