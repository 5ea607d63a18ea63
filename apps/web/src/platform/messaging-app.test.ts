import { describe, expect, it } from 'vitest';
import { isWeChat } from './messaging-app.ts';

describe('isWeChat', () => {
  it('recognises the WeChat in-app browser on iOS and Android', () => {
    expect(isWeChat('Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) Mobile/15E148 MicroMessenger/8.0.40(0x1800282a) NetType/WIFI')).toBe(true);
    expect(isWeChat('Mozilla/5.0 (Linux; Android 12) Chrome/107.0 Mobile Safari/537.36 MMWEBID/1 MicroMessenger/8.0.42.2460')).toBe(true);
  });
  it('is false for other browsers', () => {
    expect(isWeChat('Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) Version/16.0 Mobile/15E148 Safari/604.1')).toBe(false);
  });
});
