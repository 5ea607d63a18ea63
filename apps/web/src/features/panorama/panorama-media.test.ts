import { describe, expect, it } from 'vitest';
import { isWeakNetwork, progressShare, videoKeyFor } from './panorama-media.ts';

describe('isWeakNetwork', () => {
  it('believes the phone when it says its network is slow or data is to be saved', () => {
    expect(isWeakNetwork({ effectiveType: '3g' })).toBe(true);
    expect(isWeakNetwork({ effectiveType: 'slow-2g' })).toBe(true);
    expect(isWeakNetwork({ effectiveType: '4g', saveData: true })).toBe(true);
    expect(isWeakNetwork({ effectiveType: '4g' })).toBe(false);
  });

  it('assumes a good network where the phone says nothing (iOS)', () => {
    expect(isWeakNetwork(undefined)).toBe(false);
    expect(isWeakNetwork({})).toBe(false);
  });
});

describe('videoKeyFor', () => {
  const video = { videoKey: 'v.mp4', videoLowKey: 'v-low.mp4' };
  it('plays the small file for smooth quality, the full one for HD', () => {
    expect(videoKeyFor(video, 'sd')).toBe('v-low.mp4');
    expect(videoKeyFor(video, 'hd')).toBe('v.mp4');
  });

  it('plays the full file when there is no small one', () => {
    expect(videoKeyFor({ videoKey: 'v.mp4', videoLowKey: null }, 'sd')).toBe('v.mp4');
  });
});

describe('progress', () => {
  it('is a share when the size is known, never above 1', () => {
    expect(progressShare(50, 200)).toBe(0.25);
    expect(progressShare(300, 200)).toBe(1);
    expect(progressShare(50, null)).toBeNull();
  });
});
