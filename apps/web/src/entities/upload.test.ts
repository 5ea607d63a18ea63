import { ErrorCode } from '@youlan/contract/runtime';
import { describe, expect, it } from 'vitest';
import { ClientErrorCode } from '../platform/http.ts';
import { putFailureCode, uploadFailureMessageKey, uploadFileName } from './upload.ts';

describe('uploadFileName', () => {
  it('keeps a picture name with a known extension, whatever its case', () => {
    expect(uploadFileName('IMG_0001.JPG', 'image/jpeg')).toBe('IMG_0001.JPG');
    expect(uploadFileName('a.webp', '')).toBe('a.webp');
    expect(uploadFileName('shot.jpeg', 'image/png')).toBe('shot.jpeg');
  });

  it('names a picture without an extension after its type', () => {
    expect(uploadFileName('image', 'image/jpeg')).toBe('image.jpg');
    expect(uploadFileName('', 'image/png')).toBe('picture.png');
    expect(uploadFileName('photo.heic', 'image/webp')).toBe('photo.webp');
    expect(uploadFileName('blob', 'IMAGE/PNG')).toBe('blob.png');
  });

  it('keeps other names so the server refuses them by type', () => {
    expect(uploadFileName('notes.txt', 'text/plain')).toBe('notes.txt');
    expect(uploadFileName('IMG_1.HEIC', 'image/heic')).toBe('IMG_1.HEIC');
    expect(uploadFileName('', '')).toBe('picture');
  });
});

describe('putFailureCode', () => {
  it("reads the code of the app's envelope", () => {
    expect(putFailureCode(413, JSON.stringify({ status: 413, code: 'PAYLOAD_TOO_LARGE' }))).toBe(ErrorCode.PAYLOAD_TOO_LARGE);
    expect(putFailureCode(400, JSON.stringify({ status: 400, code: 'BAD_REQUEST' }))).toBe(ErrorCode.BAD_REQUEST);
  });

  it('falls back on the status for object-store answers', () => {
    expect(putFailureCode(413, '<Error><Code>EntityTooLarge</Code></Error>')).toBe(ErrorCode.PAYLOAD_TOO_LARGE);
    expect(putFailureCode(415, '')).toBe(ErrorCode.UNSUPPORTED_MEDIA_TYPE);
    expect(putFailureCode(403, '<Error><Code>SignatureDoesNotMatch</Code></Error>')).toBe(ErrorCode.FORBIDDEN);
    expect(putFailureCode(500, '')).toBe(ClientErrorCode.BAD_RESPONSE);
    expect(putFailureCode(400, JSON.stringify({ code: 'SOMETHING_ELSE' }))).toBe(ClientErrorCode.BAD_RESPONSE);
  });
});

describe('uploadFailureMessageKey', () => {
  it.each([
    [ErrorCode.PAYLOAD_TOO_LARGE, 'upload.tooLarge'],
    [ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'upload.unsupported'],
    [ErrorCode.FORBIDDEN, 'upload.expired'],
    [ClientErrorCode.NETWORK, 'http.network'],
    [ClientErrorCode.TIMEOUT, 'http.timeout'],
    [ErrorCode.LOGIN_EXPIRED, 'http.loginExpired'],
    [ErrorCode.INTERNAL, 'upload.failed'],
  ])('%s → %s', (code, key) => expect(uploadFailureMessageKey(code)).toBe(key));
});
