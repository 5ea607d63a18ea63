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
};
