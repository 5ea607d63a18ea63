/**
 * useAudioGuide(): the page's audio guide, for any screen. The player's code loads just after the
 * first screen (AudioGuideRoot asks for it; it is not needed to draw it); a call made before it
 * arrives waits for it.
 */
import type { Place } from '@youlan/contract';
import { useSyncExternalStore } from 'react';
import type { AudioGuidePlayer, AudioGuideSnapshot } from './audio-guide-player.ts';
import type { AutoGuideStatus } from './auto-guide.ts';

/** A hook giving the area's places (undefined while loading); the automatic guide's button starts with them. */
export type UseGuidePlaces = () => readonly Place[] | undefined;

let loading: Promise<AudioGuidePlayer> | null = null;
/** The page's one player once its code has arrived. */
let loaded: AudioGuidePlayer | null = null;
const playerListeners = new Set<() => void>();

export function loadAudioGuidePlayer(): Promise<AudioGuidePlayer> {
  loading ??= import('./audio-guide-player.ts').then((module) => {
    loaded = module.audioGuidePlayer();
    for (const listener of playerListeners) listener();
    return loaded;
  });
  return loading;
}

function subscribeToPlayer(listener: () => void): () => void {
  playerListeners.add(listener);
  return () => playerListeners.delete(listener);
}

/** The player, or null while its code is loading. */
export function useLoadedPlayer(): AudioGuidePlayer | null {
  return useSyncExternalStore(subscribeToPlayer, () => loaded);
}

export interface AudioGuide {
  /** The place whose audio is loaded; null when nothing is. */
  current: Place | null;
  isPlaying: boolean;
  /** Seconds played, whole seconds. */
  progress: number;
  /** Seconds of the audio; 0 until known. */
  duration: number;
  /** Plays a place's audio from the start. */
  play(place: Place): void;
  pause(): void;
  resume(): void;
  /** Stops and forgets the current place. */
  stop(): void;
  seek(seconds: number): void;
  /** Moves this many seconds forward (back when negative). */
  skip(seconds: number): void;
  /** Playback speed, one of PLAYBACK_RATES. */
  rate: number;
  setRate(rate: number): void;
  /** Neighbours of the current place in the area's list (with audio), null at either end. */
  previous: Place | null;
  next: Place | null;
  playPrevious(): void;
  playNext(): void;
  autoGuide: {
    isActive: boolean;
    /** The next stop of the list, once the guide has moved on from the current place. */
    next: Place | null;
    /** What the position allows (docs/audio-guide.md); 'denied' once a refusal turned it off, null when off. */
    status: AutoGuideStatus | null;
    /** Starts the automatic guide with these places (those without audio are left out). */
    enable(places: readonly Place[]): void;
    /** Stops it: the list is cleared and the audio stops; also dismisses a refusal's banner. */
    disable(): void;
  };
  music: { isAvailable: boolean; isMuted: boolean; isPlaying: boolean; setMuted(isMuted: boolean): void };
}

const IDLE: AudioGuideSnapshot = {
  current: null,
  isPlaying: false,
  progress: 0,
  duration: 0,
  autoGuide: { isActive: false, next: null, status: null },
  music: { isAvailable: false, isMuted: false, isPlaying: false },
  rate: 1,
  previous: null,
  next: null,
};
const subscribeToNothing = () => () => {};
const idleSnapshot = () => IDLE;

type Action<A extends unknown[]> = (...args: A) => void;
/** The player's method, or a stand-in that waits for the player and then calls it. */
function act<A extends unknown[]>(player: AudioGuidePlayer | null, pick: (player: AudioGuidePlayer) => Action<A>): Action<A> {
  if (player) return pick(player);
  return (...args) => {
    loadAudioGuidePlayer().then(
      (loaded) => pick(loaded)(...args),
      (error: unknown) => console.error('audio guide: could not load', error),
    );
  };
}

export function useAudioGuide(): AudioGuide {
  const player = useLoadedPlayer();
  const snapshot = useSyncExternalStore(player?.subscribe ?? subscribeToNothing, player?.getSnapshot ?? idleSnapshot);
  return {
    current: snapshot.current,
    isPlaying: snapshot.isPlaying,
    progress: snapshot.progress,
    duration: snapshot.duration,
    play: act(player, (p) => p.play),
    pause: act(player, (p) => p.pause),
    resume: act(player, (p) => p.resume),
    stop: act(player, (p) => p.stop),
    seek: act(player, (p) => p.seek),
    skip: act(player, (p) => p.skip),
    rate: snapshot.rate,
    setRate: act(player, (p) => p.setRate),
    previous: snapshot.previous,
    next: snapshot.next,
    playPrevious: act(player, (p) => p.playPrevious),
    playNext: act(player, (p) => p.playNext),
    autoGuide: { ...snapshot.autoGuide, enable: act(player, (p) => p.enableAutoGuide), disable: act(player, (p) => p.disableAutoGuide) },
    music: { ...snapshot.music, setMuted: act(player, (p) => p.setMusicMuted) },
  };
}
