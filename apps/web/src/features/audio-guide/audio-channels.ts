/**
 * The page's two <audio> elements: one for every place's guide, one for the background music.
 * Phones let an element play only after it was started inside a user gesture (or, inside WeChat,
 * in the WeixinJSBridgeReady callback), and the permission belongs to that element. So both are
 * made once, unlocked on the first tap by playing a moment of silence, and reused for everything:
 * an automatic guide that made a new element when the visitor arrived somewhere would be silent.
 */

export interface AudioChannels {
  guide: HTMLAudioElement;
  music: HTMLAudioElement;
  /** Whether the first gesture has unlocked the elements. */
  isUnlocked(): boolean;
  /** Calls `listener` inside the unlocking gesture (at once when the elements are already unlocked). */
  onUnlock(listener: () => void): () => void;
}

/** 50 ms of silence (8 kHz, 8-bit mono WAV): something to play inside the first gesture. */
const SILENCE =
  'data:audio/wav;base64,UklGRrQBAABXQVZFZm10IBAAAAABAAEAQB8AAEAfAAABAAgAZGF0YZABAACAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICA';

const GESTURES = ['touchend', 'pointerup', 'click', 'keydown'] as const;

function createElement(testId: string): HTMLAudioElement {
  const audio = document.createElement('audio');
  // Nothing is fetched until it plays: the music (and a guide) would otherwise compete with the
  // first screen for a phone's bandwidth, though they play only after a tap (docs/instant-open.md).
  audio.preload = 'none';
  audio.dataset.testid = testId;
  // Plays inline and keeps iOS from taking over the screen.
  audio.setAttribute('playsinline', '');
  audio.setAttribute('webkit-playsinline', '');
  audio.hidden = true;
  document.body.append(audio);
  return audio;
}

/** Plays silence on an element with nothing to play, so the browser counts it as started by the visitor. */
function unlockIdleElement(audio: HTMLAudioElement): void {
  if (!audio.paused || audio.getAttribute('src')) return;
  audio.src = SILENCE;
  audio.play().then(
    () => {
      // The visitor's tap may already have given the element real audio to play; keep that.
      if (audio.getAttribute('src') === SILENCE) {
        audio.pause();
        audio.removeAttribute('src');
        audio.load();
      }
    },
    (error: unknown) => console.warn('audio unlock failed', error),
  );
}

let channels: AudioChannels | null = null;

export function audioChannels(): AudioChannels {
  if (channels) return channels;
  const guide = createElement('guide-audio');
  const music = createElement('music-audio');
  let unlocked = false;
  const listeners = new Set<() => void>();

  const unlock = () => {
    if (unlocked) return;
    unlocked = true;
    for (const type of GESTURES) document.removeEventListener(type, unlock, true);
    // Still inside the gesture: whoever waits to play (the music) starts now, the rest get silence.
    for (const listener of [...listeners]) listener();
    listeners.clear();
    unlockIdleElement(guide);
    unlockIdleElement(music);
  };
  // Capture phase: the elements are unlocked before the tap's own handler (a play button) runs.
  for (const type of GESTURES) document.addEventListener(type, unlock, true);
  // Inside WeChat (iOS) audio may start once its bridge is ready, before any tap.
  document.addEventListener('WeixinJSBridgeReady', unlock, false);

  channels = {
    guide,
    music,
    isUnlocked: () => unlocked,
    onUnlock(listener) {
      if (unlocked) {
        listener();
        return () => {};
      }
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return channels;
}
