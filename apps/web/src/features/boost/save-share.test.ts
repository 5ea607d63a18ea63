import { describe, expect, it } from 'vitest';
import { canDownload, pictureFileName } from './save-share.ts';

const IOS_WECHAT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40';
const ANDROID_WECHAT = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.40';
const IOS_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('saving a photo', () => {
  it('shows the picture to long-press only inside WeChat on iOS', () => {
    expect(canDownload(IOS_WECHAT)).toBe(false);
    expect(canDownload(ANDROID_WECHAT)).toBe(true);
    expect(canDownload(IOS_SAFARI)).toBe(true);
  });

  it('names the file after the area and the photo', () => {
    expect(pictureFileName('颐和园', 12, 'materials/x/12.jpg')).toBe('颐和园-12.jpg');
    expect(pictureFileName('Summer Palace: East', 3, 'materials/a.webp')).toBe('Summer-Palace-East-3.webp');
    expect(pictureFileName('  ', 4, 'materials/a')).toBe('photo-4.jpg');
  });
});
