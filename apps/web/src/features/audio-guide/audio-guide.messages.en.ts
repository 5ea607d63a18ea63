/** English texts of audio-guide.messages.ts (key for key the Chinese there); loaded with the English pack (src/locales/en.ts). */
import type { MessagesOf } from '../../platform/i18n/messages-of.ts';
import type { audioGuideZhCN } from './audio-guide.messages.ts';

export const audioGuideEn: MessagesOf<typeof audioGuideZhCN> = {
  autoGuide: 'Auto',
  autoGuiding: 'Auto guiding',
  nextStop: 'Next: {{name}}',
  closeAutoGuide: 'Stop the auto guide',
  autoGuideStarted: 'Auto guide on: walk up to a place to hear about it',
  status: {
    locating: { hint: 'Finding where you are…' },
    noFix: { title: 'No location for now', hint: 'Move into the open and check that location services are on' },
    outside: { title: 'You seem to be outside the area', hint: 'The guide starts talking once you are there' },
    denied: { title: 'The auto guide cannot start', hint: 'Location is not allowed: allow it in your phone settings, then turn the auto guide on again' },
  },
  play: 'Play the guide',
  pause: 'Pause the guide',
  progress: 'Guide progress',
  closePlayer: 'Close the guide',
  music: 'Music',
  musicOn: 'Turn the background music on',
  musicOff: 'Turn the background music off',
  openPlayer: 'Open the player for {{name}}',
  closeFullPlayer: 'Close the player',
  previous: 'Previous: {{name}}',
  nextPlace: 'Next: {{name}}',
  noPrevious: 'No previous place',
  noNext: 'No next place',
  speed: 'Playback speed',
  time: '{{elapsed}} of {{total}}',
  skipBack: 'Back {{seconds}} seconds',
  skipForward: 'Forward {{seconds}} seconds',
  noTranscript: 'No transcript for this place yet',
  transcriptFailed: 'Could not load the transcript',
};
