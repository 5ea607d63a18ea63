import type { Place } from '@youlan/contract';
import { describe, expect, it, vi } from 'vitest';
import type { AudioGuideSnapshot } from './audio-guide-player.ts';
import { playUnlessCurrent } from './play-once.ts';

const place = (id: number) => ({ id, audioKey: `audio/${id}.mp3` }) as Place;

function fakePlayer(current: Place | null, isPlaying: boolean) {
  return { getSnapshot: () => ({ current, isPlaying }) as AudioGuideSnapshot, play: vi.fn(), resume: vi.fn() };
}

describe('playUnlessCurrent', () => {
  it('starts a place that is not loaded', () => {
    const player = fakePlayer(place(1), true);
    playUnlessCurrent(player, place(2));
    expect(player.play).toHaveBeenCalledWith(place(2));
    expect(player.resume).not.toHaveBeenCalled();
  });

  it('lets the place playing play on, never from the start again', () => {
    const player = fakePlayer(place(2), true);
    playUnlessCurrent(player, place(2));
    expect(player.play).not.toHaveBeenCalled();
    expect(player.resume).not.toHaveBeenCalled();
  });

  it('resumes the place when it is loaded but paused', () => {
    const player = fakePlayer(place(2), false);
    playUnlessCurrent(player, place(2));
    expect(player.resume).toHaveBeenCalledOnce();
    expect(player.play).not.toHaveBeenCalled();
  });

  it('starts the place when nothing is loaded', () => {
    const player = fakePlayer(null, false);
    playUnlessCurrent(player, place(3));
    expect(player.play).toHaveBeenCalledWith(place(3));
  });
});
