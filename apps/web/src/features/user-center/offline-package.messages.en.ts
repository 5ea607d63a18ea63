/** English texts of offline-package.messages.ts (key for key the Chinese there); loaded with the English pack (src/locales/en.ts). */
import type { MessagesOf } from '../../platform/i18n/messages-of.ts';
import type { offlineZhCN } from './offline-package.messages.ts';

export const offlineEn: MessagesOf<typeof offlineZhCN> = {
  title: 'Offline package',
  note: 'Download the map, places, notices and audio guides to visit with no network',
  estimate: 'Check the size',
  estimating: 'Checking…',
  download: 'Download (about {{size}})',
  downloading: 'Downloading {{done}} of {{size}}',
  saved: '{{size}} downloaded, ready offline',
  remove: 'Remove',
  failed: 'The download failed; try again later',
  unavailable: 'This browser cannot keep an offline package',
  starting: 'Getting offline use ready, just a moment…',
};
