/** English texts of camera.messages.ts (key for key the Chinese there); loaded with the English pack (src/locales/en.ts). */
import type { MessagesOf } from '../i18n/messages-of.ts';
import type { cameraZhCN } from './camera.messages.ts';

export const cameraEn: MessagesOf<typeof cameraZhCN> = {
  starting: 'Opening the camera…',
  shutter: 'Take photo',
  cancelTimer: 'Cancel the countdown',
  switchCamera: 'Switch between front and rear camera',
  timerOff: 'Self-timer: off',
  timerOn: 'Self-timer: {{seconds}} s',
  gridOn: 'Hide the grid',
  gridOff: 'Show the grid',
  outlineOpacity: 'Pose outline opacity',
  outlineAlt: 'Pose outline',
  choose: 'Choose from album',
  chooseInstead: 'Choose a photo',
  retryCamera: 'Try the camera again',
  denied: 'Camera access was not allowed. Allow it in your browser or WeChat settings, or choose a photo instead.',
  unavailable: 'The camera cannot be used in a web page on this phone; take the picture first, then choose it.',
  busy: 'Another app is using the camera; close it and try again, or choose a photo.',
  captureFailed: 'The photo was not taken; please try again',
  previewAlt: 'The photo just taken',
  retake: 'Retake',
  use: 'Use this photo',
  countdown: 'Photo in {{seconds}} s',
};
