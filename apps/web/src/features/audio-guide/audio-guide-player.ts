/**
 * The audio guide of one page load: plays a place's audio on the shared guide element, runs the
 * automatic guide, and plays the area's background music on /home. Screens read it through
 * useAudioGuide(); it is a small external store so the progress bar re-renders only its readers.
 * Spec section 8: audio failures are only logged.
 */
import type { Place } from '@youlan/contract';
import { endpoints } from '@youlan/contract/runtime';
import { call } from '../../platform/http.ts';
import type { Datum } from '@youlan/geo';
import { readLocal, writeLocal } from '../../platform/storage.ts';
import { markHeard } from '../../entities/heard-guides.ts';
import { audioChannels, type AudioChannels } from './audio-channels.ts';
import type { AutoGuideRunner } from './auto-guide-runner.ts';
import { orderForTour, type AutoGuideStatus, type GuideTour } from './auto-guide.ts';

/** Places the guide can play: those with audio. */
export type GuidedPlace = Place & { audioKey: string };

export interface AudioGuideSnapshot {
  current: Place | null;
  isPlaying: boolean;
  /** Seconds played of the current audio, whole seconds. */
  progress: number;
  /** Seconds of the current audio; 0 until known. */
  duration: number;
  /** `status` stays 'denied' after a refusal turned the guide off, until the visitor closes the banner. */
  autoGuide: { isActive: boolean; next: Place | null; status: AutoGuideStatus | null };
  music: { isAvailable: boolean; isMuted: boolean; isPlaying: boolean };
  /** Playback speed of the guide, one of PLAYBACK_RATES. */
  rate: number;
  /** The places before and after the current one in the area's list (those with audio). */
  previous: Place | null;
  next: Place | null;
}

/** The speeds the player offers: slower for careful listening, faster for a second visit. */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 2] as const;

/** localStorage: `1` when the visitor switched the background music off. */
export const MUSIC_MUTED_KEY = 'youlan.musicMuted';
/** A signed URL is reused while it has at least this long left. */
const URL_REUSE_MARGIN_MS = 60_000;
/** The player's skip buttons, and the lock screen's when it does not say how far. */
export const SKIP_SECONDS = 15;
/** A guide counts as heard once this share of it has played (the last words are often a goodbye). */
const HEARD_SHARE = 0.9;

export function hasAudio(place: Place): place is GuidedPlace {
  return typeof place.audioKey === 'string' && place.audioKey.length > 0;
}

export interface AreaSettings {
  /** config.coordinateSystem: the datum places are in. */
  datum: Datum;
  /** Shown as the artist on the lock screen. */
  title: string;
  /** The lock screen's picture: the area's logo, else its share cover; null when it has neither. */
  artworkKey: string | null;
  musicKey: string | null;
}

export class AudioGuidePlayer {
  private readonly channels: AudioChannels;
  private readonly listeners = new Set<() => void>();
  private snapshot: AudioGuideSnapshot;
  private readonly signed = new Map<string, { url: string; expiresAtMs: number }>();
  /** Increases with every play request; an older request that resolves late is dropped. */
  private playRequest = 0;
  private area: AreaSettings = { datum: 'gcj02', title: '', artworkKey: null, musicKey: null };
  private isOnHome = false;
  private musicKey: string | null = null;
  private runner: AutoGuideRunner | null = null;
  /** Bumped by every enable and disable, so an enable whose module arrives after a disable is dropped. */
  private autoGuideGeneration = 0;
  /** The area's places with audio, in the list's order: previous and next step through them. */
  private playlist: readonly GuidedPlace[] = [];
  /** The tour the automatic guide follows (docs/tours.md), and the places it was enabled with. */
  private tour: GuideTour | null = null;
  private autoGuidePlaces: readonly Place[] = [];

  constructor(channels: AudioChannels = audioChannels()) {
    this.channels = channels;
    this.snapshot = {
      current: null,
      isPlaying: false,
      progress: 0,
      duration: 0,
      autoGuide: { isActive: false, next: null, status: null },
      music: { isAvailable: false, isMuted: readLocal(MUSIC_MUTED_KEY) === '1', isPlaying: false },
      rate: 1,
      previous: null,
      next: null,
    };
    this.listenToGuide(channels.guide);
    this.listenToMusic(channels.music);
    channels.onUnlock(() => this.syncMusic());
    this.setUpMediaSession();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): AudioGuideSnapshot => this.snapshot;

  private update(patch: Partial<AudioGuideSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of [...this.listeners]) listener();
  }

  // ---- the place's audio -------------------------------------------------------------------

  /** Plays a place's audio from the start (a place without audio is refused and logged). */
  readonly play = (place: Place): void => {
    const request = ++this.playRequest;
    if (!hasAudio(place)) {
      console.warn('audio guide: the place has no audio', place.id);
      return;
    }
    const audio = this.channels.guide;
    audio.pause();
    this.update({ current: place, isPlaying: false, progress: 0, duration: 0, ...this.neighbours(place) });
    this.setMediaMetadata(place);
    this.signedUrl(place.audioKey)
      .then((url) => {
        if (request !== this.playRequest) return;
        audio.src = url;
        // A new source resets the element's rate to its default: keep the visitor's choice.
        audio.defaultPlaybackRate = this.snapshot.rate;
        audio.playbackRate = this.snapshot.rate;
        return audio.play();
      })
      .catch((error: unknown) => {
        if (request === this.playRequest) console.error('audio guide: playing failed', place.audioKey, error);
      });
  };

  readonly pause = (): void => {
    this.channels.guide.pause();
  };

  readonly resume = (): void => {
    const audio = this.channels.guide;
    if (!this.snapshot.current || !audio.getAttribute('src')) return;
    audio.play().catch((error: unknown) => console.error('audio guide: resuming failed', error));
  };

  /** Stops and forgets the current place (the mini-player's close). */
  readonly stop = (): void => {
    this.playRequest++;
    const audio = this.channels.guide;
    audio.pause();
    audio.removeAttribute('src');
    audio.load();
    this.update({ current: null, isPlaying: false, progress: 0, duration: 0 });
    if ('mediaSession' in navigator) navigator.mediaSession.metadata = null;
    this.syncMusic();
  };

  readonly seek = (seconds: number): void => {
    const audio = this.channels.guide;
    if (!Number.isFinite(audio.duration)) return;
    audio.currentTime = Math.min(Math.max(0, seconds), audio.duration);
  };

  /** Moves `seconds` forward (back when negative) within the audio. */
  readonly skip = (seconds: number): void => {
    this.seek(this.channels.guide.currentTime + seconds);
  };

  readonly setRate = (rate: number): void => {
    if (!(PLAYBACK_RATES as readonly number[]).includes(rate)) return;
    const audio = this.channels.guide;
    audio.defaultPlaybackRate = rate;
    audio.playbackRate = rate;
    this.update({ rate });
    this.setPositionState();
  };

  /** The area's places in list order; those without audio are skipped by previous and next. */
  setPlaylist(places: readonly Place[]): void {
    this.playlist = places.filter(hasAudio);
    if (this.snapshot.current) this.update(this.neighbours(this.snapshot.current));
  }

  readonly playPrevious = (): void => {
    if (this.snapshot.previous) this.play(this.snapshot.previous);
  };

  readonly playNext = (): void => {
    if (this.snapshot.next) this.play(this.snapshot.next);
  };

  private neighbours(place: Place): { previous: Place | null; next: Place | null } {
    const at = this.playlist.findIndex((candidate) => candidate.id === place.id);
    if (at < 0) return { previous: null, next: null };
    return { previous: this.playlist[at - 1] ?? null, next: this.playlist[at + 1] ?? null };
  }

  private async signedUrl(key: string): Promise<string> {
    const cached = this.signed.get(key);
    if (cached && cached.expiresAtMs - Date.now() > URL_REUSE_MARGIN_MS) return cached.url;
    const result = await call(endpoints.signUrl, { query: { fileName: key } });
    this.signed.set(key, { url: result.url, expiresAtMs: Date.parse(result.expiresAt) });
    return result.url;
  }

  private listenToGuide(audio: HTMLAudioElement): void {
    const isOurs = () => this.snapshot.current !== null;
    audio.addEventListener('playing', () => {
      if (!isOurs()) return;
      this.update({ isPlaying: true });
      this.setPlaybackState('playing');
      this.syncMusic();
    });
    const stopped = () => {
      if (!isOurs() || !this.snapshot.isPlaying) return;
      this.update({ isPlaying: false });
      this.setPlaybackState('paused');
      this.syncMusic();
    };
    audio.addEventListener('pause', stopped);
    audio.addEventListener('ended', () => {
      this.recordHeard();
      stopped();
    });
    audio.addEventListener('error', () => {
      if (!isOurs()) return;
      console.error('audio guide: the audio failed to load', audio.error?.message ?? audio.error?.code);
      stopped();
    });
    audio.addEventListener('loadedmetadata', () => {
      if (isOurs() && Number.isFinite(audio.duration)) this.update({ duration: audio.duration });
      this.setPositionState();
    });
    audio.addEventListener('timeupdate', () => {
      const progress = Math.floor(audio.currentTime);
      if (!isOurs() || progress === this.snapshot.progress) return;
      this.update({ progress });
      this.setPositionState();
      if (audio.duration > 0 && audio.currentTime >= audio.duration * HEARD_SHARE) this.recordHeard();
    });
  }

  private recordHeard(): void {
    const place = this.snapshot.current;
    if (place) markHeard(place.id, place.audioLang);
  }

  // ---- lock-screen controls (Media Session) ------------------------------------------------

  private setUpMediaSession(): void {
    if (!('mediaSession' in navigator)) return;
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', () => this.resume()],
      ['pause', () => this.pause()],
      ['stop', () => this.stop()],
      ['seekto', (details) => details.seekTime !== undefined && this.seek(details.seekTime)],
      ['seekbackward', (details) => this.skip(-(details.seekOffset ?? SKIP_SECONDS))],
      ['seekforward', (details) => this.skip(details.seekOffset ?? SKIP_SECONDS)],
      // Headset and lock-screen skip buttons step through the area's places.
      ['previoustrack', () => this.playPrevious()],
      ['nexttrack', () => this.playNext()],
    ];
    for (const [action, handler] of handlers) {
      try {
        navigator.mediaSession.setActionHandler(action, handler);
      } catch {
        // This browser does not know the action; the others still work.
      }
    }
  }

  /** The place's name over the area's; the area's picture joins once it is signed (the lock screen shows the words at once). */
  private setMediaMetadata(place: Place): void {
    if (!('mediaSession' in navigator) || typeof MediaMetadata === 'undefined') return;
    const metadata = (artwork: MediaImage[]) => new MediaMetadata({ title: place.name.text, artist: this.area.title, artwork });
    navigator.mediaSession.metadata = metadata([]);
    const key = this.area.artworkKey;
    if (!key) return;
    const request = this.playRequest;
    this.signedUrl(key)
      .then((src) => {
        if (request === this.playRequest) navigator.mediaSession.metadata = metadata([{ src }]);
      })
      .catch((error: unknown) => console.warn('audio guide: the lock screen picture was not signed', key, error));
  }

  private setPlaybackState(state: MediaSessionPlaybackState): void {
    if ('mediaSession' in navigator) navigator.mediaSession.playbackState = state;
  }

  private setPositionState(): void {
    const audio = this.channels.guide;
    if (!('mediaSession' in navigator) || !Number.isFinite(audio.duration) || audio.duration <= 0) return;
    try {
      navigator.mediaSession.setPositionState({ duration: audio.duration, position: Math.min(audio.currentTime, audio.duration), playbackRate: audio.playbackRate });
    } catch {
      // Older browsers have no position state; the metadata and buttons still work.
    }
  }

  // ---- the automatic guide -----------------------------------------------------------------

  /**
   * The tour the visitor has on, or null: the automatic guide follows its order. A running guide
   * starts again on a new tour (keeping the place playing); more stops heard of the same tour
   * change nothing, the guide already moved on.
   */
  readonly setTour = (tour: GuideTour | null): void => {
    const isSameTour = (this.tour?.stopIds.join() ?? null) === (tour?.stopIds.join() ?? null);
    this.tour = tour;
    if (!isSameTour && this.snapshot.autoGuide.isActive) this.runAutoGuide(this.autoGuidePlaces, this.snapshot.current?.id ?? null);
  };

  /** Spec section 4: the automatic guide is enabled with a list of places (those with audio). */
  readonly enableAutoGuide = (places: readonly Place[]): void => {
    this.runAutoGuide(places, null);
  };

  /** Starts the automatic guide; `currentId`: the place it counts as played already (a tour put on while it ran). */
  private runAutoGuide(places: readonly Place[], currentId: number | null): void {
    const generation = ++this.autoGuideGeneration;
    this.runner?.stop();
    this.runner = null;
    this.autoGuidePlaces = places;
    const { list: guided, ordered, nextPosition } = orderForTour(places.filter(hasAudio), this.tour);
    const start = { ordered, nextPosition, currentId };
    this.update({ autoGuide: { isActive: true, next: nextPosition < ordered ? (guided[nextPosition] ?? null) : null, status: 'locating' } });
    // The decision code and the location module load with the first use of the automatic guide.
    import('./auto-guide-runner.ts')
      .then(({ startAutoGuide }) => {
        if (generation !== this.autoGuideGeneration) return;
        const runner = startAutoGuide(guided, this.area.datum, {
          play: (place) => {
            this.play(place);
            // Counted for the area's dashboard; a lost count never stops the guide.
            call(endpoints.recordClick, { params: { type: 'autoGuide' }, body: { id: place.id } }).catch((error: unknown) => console.warn('automatic guide play not counted', error));
          },
          moveTo: (next) => this.update({ autoGuide: { ...this.snapshot.autoGuide, next } }),
          report: (status) => this.update({ autoGuide: { ...this.snapshot.autoGuide, status } }),
          fail: () => {
            this.disableAutoGuide();
            this.update({ autoGuide: { isActive: false, next: null, status: 'denied' } });
          },
        }, start);
        // A source may refuse at once, inside startAutoGuide, before there is a runner to stop.
        if (generation === this.autoGuideGeneration) this.runner = runner;
        else runner.stop();
      })
      .catch((error: unknown) => {
        console.error('automatic guide: could not start', error);
        if (generation === this.autoGuideGeneration) this.disableAutoGuide();
      });
  }

  /** Spec section 4: disabling clears the list and stops audio. */
  readonly disableAutoGuide = (): void => {
    this.autoGuideGeneration++;
    this.runner?.stop();
    this.runner = null;
    this.update({ autoGuide: { isActive: false, next: null, status: null } });
    this.stop();
  };

  // ---- background music --------------------------------------------------------------------

  setArea(area: AreaSettings): void {
    this.area = area;
    if (area.musicKey === this.musicKey) return;
    this.musicKey = area.musicKey;
    const music = this.channels.music;
    music.pause();
    music.removeAttribute('src');
    this.update({ music: { ...this.snapshot.music, isAvailable: false } });
    if (!area.musicKey) return;
    const key = area.musicKey;
    this.signedUrl(key)
      .then((url) => {
        if (this.musicKey !== key) return;
        music.loop = true;
        music.volume = 0.5;
        music.src = url;
        this.update({ music: { ...this.snapshot.music, isAvailable: true } });
        this.syncMusic();
      })
      .catch((error: unknown) => console.error('background music: signing failed', key, error));
  }

  /** Spec section 4: music pauses when the visitor leaves /home and resumes on return. */
  setOnHome(isOnHome: boolean): void {
    if (isOnHome === this.isOnHome) return;
    this.isOnHome = isOnHome;
    this.syncMusic();
  }

  readonly setMusicMuted = (isMuted: boolean): void => {
    writeLocal(MUSIC_MUTED_KEY, isMuted ? '1' : null);
    this.update({ music: { ...this.snapshot.music, isMuted } });
    this.syncMusic();
  };

  /** The music plays on /home, unless muted, and gives way while a place's audio plays. */
  private syncMusic(): void {
    const music = this.channels.music;
    const { isAvailable, isMuted } = this.snapshot.music;
    const shouldPlay = isAvailable && !isMuted && this.isOnHome && !this.snapshot.isPlaying;
    if (shouldPlay && music.paused) {
      // Refused before the first tap; the unlock calls this again inside that tap.
      music.play().catch((error: unknown) => {
        if (this.channels.isUnlocked()) console.error('background music: playing failed', error);
      });
    } else if (!shouldPlay && !music.paused) {
      music.pause();
    }
  }

  private listenToMusic(music: HTMLAudioElement): void {
    const report = () => this.update({ music: { ...this.snapshot.music, isPlaying: !music.paused } });
    music.addEventListener('playing', report);
    music.addEventListener('pause', report);
    music.addEventListener('error', () => console.error('background music: the audio failed to load', music.error?.message ?? music.error?.code));
  }
}

let instance: AudioGuidePlayer | null = null;

/** The page's one player. */
export function audioGuidePlayer(): AudioGuidePlayer {
  instance ??= new AudioGuidePlayer();
  return instance;
}
