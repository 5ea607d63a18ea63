/**
 * A place's guide asked for again where it may already be on: a signpost's code scanned twice,
 * its stop number typed again. The place loaded plays on (paused, it resumes); another starts.
 */
import type { Place } from '@youlan/contract';
import type { AudioGuidePlayer } from './audio-guide-player.ts';
import { loadAudioGuidePlayer } from './use-audio-guide.ts';

export function playUnlessCurrent(player: Pick<AudioGuidePlayer, 'getSnapshot' | 'play' | 'resume'>, place: Place): void {
  const { current, isPlaying } = player.getSnapshot();
  if (current?.id !== place.id) player.play(place);
  else if (!isPlaying) player.resume();
}

/** The same on the page's player, loading it first when needed. */
export function playGuide(place: Place): void {
  loadAudioGuidePlayer().then(
    (player) => playUnlessCurrent(player, place),
    (error: unknown) => console.error('audio guide: could not load', error),
  );
}
