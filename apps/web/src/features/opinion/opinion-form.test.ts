import { OPINION_MAX_IMAGES } from '@youlan/contract/runtime';
import { describe, expect, it } from 'vitest';
import { canRetryUpload, fieldOfServerError, nearLimit, opinionProblems, picturesLeft, toOpinionBody, type OpinionDraft, type PictureState } from './opinion-form.ts';

const done = (key: string): PictureState => ({ status: 'done', key });
const valid: OpinionDraft = { category: 'suggestion', text: '希望多一些座椅', contact: '', pictures: [] };

describe('opinionProblems', () => {
  it('accepts a complete draft', () => {
    expect(opinionProblems(valid)).toEqual([]);
    expect(opinionProblems({ ...valid, pictures: [done('uploads/a.jpg')], contact: '13800000000' })).toEqual([]);
  });

  it('needs a category', () => {
    expect(opinionProblems({ ...valid, category: null })).toEqual([{ field: 'category', reason: 'required' }]);
  });

  it('counts the text as the server does: trimmed, 5 to 500', () => {
    expect(opinionProblems({ ...valid, text: '   四个字   ' })).toEqual([{ field: 'text', reason: 'tooShort' }]);
    expect(opinionProblems({ ...valid, text: '  五个字啊啊  ' })).toEqual([]);
    expect(opinionProblems({ ...valid, text: 'x'.repeat(500) })).toEqual([]);
    expect(opinionProblems({ ...valid, text: 'x'.repeat(501) })).toEqual([{ field: 'text', reason: 'tooLong' }]);
  });

  it('allows a contact of up to 100 characters', () => {
    expect(opinionProblems({ ...valid, contact: ` ${'a'.repeat(100)} ` })).toEqual([]);
    expect(opinionProblems({ ...valid, contact: 'a'.repeat(101) })).toEqual([{ field: 'contact', reason: 'tooLong' }]);
  });

  it('holds the form while a picture uploads or after one failed, and past nine pictures', () => {
    expect(opinionProblems({ ...valid, pictures: [done('a.jpg'), { status: 'uploading', progress: 0.4 }] })).toEqual([{ field: 'pictures', reason: 'uploading' }]);
    expect(opinionProblems({ ...valid, pictures: [{ status: 'failed', code: 'UNSUPPORTED_MEDIA_TYPE' }] })).toEqual([{ field: 'pictures', reason: 'failed' }]);
    const ten = Array.from({ length: OPINION_MAX_IMAGES + 1 }, (_, i) => done(`k${i}.jpg`));
    expect(opinionProblems({ ...valid, pictures: ten })).toEqual([{ field: 'pictures', reason: 'tooMany' }]);
  });

  it('lists every problem in form order', () => {
    expect(opinionProblems({ category: null, text: '', contact: 'a'.repeat(101), pictures: [{ status: 'uploading', progress: 0 }] }).map((p) => p.field)).toEqual([
      'category',
      'text',
      'contact',
      'pictures',
    ]);
  });
});

describe('toOpinionBody', () => {
  it('trims, keeps finished pictures in order and leaves an empty contact out', () => {
    expect(toOpinionBody({ category: 'praise', text: '  很好很好  ', contact: '   ', pictures: [done('a.jpg'), done('b.png')] })).toEqual({
      category: 'praise',
      text: '很好很好',
      imageKeys: ['a.jpg', 'b.png'],
    });
    expect(toOpinionBody({ ...valid, category: 'other', contact: ' me@example.com ' })).toMatchObject({ contact: 'me@example.com', imageKeys: [] });
  });
});

describe('fieldOfServerError', () => {
  it('maps request fields to form fields', () => {
    expect(fieldOfServerError('body.imageKeys')).toBe('pictures');
    expect(fieldOfServerError('body.imageKeys.2')).toBe('pictures');
    expect(fieldOfServerError('body.text')).toBe('text');
    expect(fieldOfServerError('body.contact')).toBe('contact');
    expect(fieldOfServerError('body.category')).toBe('category');
    expect(fieldOfServerError('body.other')).toBeNull();
    expect(fieldOfServerError(undefined)).toBeNull();
  });
});

describe('picturesLeft', () => {
  it('counts down from nine and never below zero', () => {
    expect(picturesLeft([])).toBe(9);
    expect(picturesLeft(Array.from({ length: 7 }))).toBe(2);
    expect(picturesLeft(Array.from({ length: 12 }))).toBe(0);
  });
});

describe('canRetryUpload', () => {
  it('offers a retry after a network failure but not after a refusal of the file itself', () => {
    expect(canRetryUpload('NETWORK')).toBe(true);
    expect(canRetryUpload('TIMEOUT')).toBe(true);
    expect(canRetryUpload('FORBIDDEN')).toBe(true);
    expect(canRetryUpload('UNSUPPORTED_MEDIA_TYPE')).toBe(false);
    expect(canRetryUpload('PAYLOAD_TOO_LARGE')).toBe(false);
  });
});

describe('nearLimit', () => {
  it('shows a short field’s counter from four fifths of its limit on, and past it', () => {
    expect(nearLimit(79, 100)).toBe(false);
    expect(nearLimit(80, 100)).toBe(true);
    expect(nearLimit(130, 100)).toBe(true);
  });
});
