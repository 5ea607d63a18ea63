/** English texts of live-status.messages.ts (key for key the Chinese there); loaded with the English pack (src/locales/en.ts). */
import type { MessagesOf } from '../../platform/i18n/messages-of.ts';
import type { liveStatusZhCN } from './live-status.messages.ts';

export const liveStatusEn: MessagesOf<typeof liveStatusZhCN> = {
  title: 'Live status',
  states: { open: 'Open', closed: 'Closed', closingSoon: 'Closing soon' },
  wait: 'About {{count}} min wait',
  queue: '{{count}} queuing',
  spaces: '{{count}} spaces free',
  full: 'Car park full',
  next: 'Next {{time}}',
  later: 'then {{times}}',
  updatedNow: 'Updated just now',
  updated: 'Updated {{count}} min ago',
  stale: 'May be out of date',
  badge: { closed: 'Closed', closingSoon: 'Closing', wait: '{{count}}′', queue: '{{count}} queuing', spaces: '{{count}} free', full: 'Full', open: 'Open' },
  crowd: {
    title: 'How crowded',
    levels: { quiet: 'Quiet', calm: 'Calm', busy: 'Busy', crowded: 'Crowded' },
    official: 'Gate count',
    quieter: 'Quieter nearby:',
  },
  nearest: {
    label: 'Open nearby',
    kinds: { toilet: 'Toilet', exit: 'Exit', firstAid: 'First aid', food: 'Food', carPark: 'Car park' },
    things: { toilet: 'toilet', exit: 'exit', firstAid: 'first aid', food: 'place to eat', carPark: 'car park' },
    title: 'Nearest open {{thing}}',
    walk: 'About {{count}} min on foot · {{distance}}',
    straight: 'As the crow flies: no trail leads there, the walk may be longer',
    unconfirmed: 'Not confirmed open',
    none: 'No {{thing}} in the area is open now',
    locating: 'Finding your location…',
    denied: 'Location is not allowed: allow it in your settings to find the nearest {{thing}}',
    unavailable: 'Your location cannot be found right now; try again in the open',
    outside: 'You are outside the area; once inside, the nearest {{thing}} is found for you',
    view: 'View',
    navigate: 'Directions',
    close: 'Close',
    instead: 'Nearest open {{thing}}: ',
    insteadWalk: 'about {{count}} min on foot',
  },
};
