/**
 * The opinion form's rules, on the contract's own limits (the ones CreateOpinionBodySchema is built from) so the visitor hears
 * about a problem before sending (the server still checks everything).
 */
import type { OpinionCategory } from '@youlan/contract';
import { ErrorCode, OPINION_CONTACT_MAX, OPINION_MAX_IMAGES, OPINION_TEXT_MAX, OPINION_TEXT_MIN } from '@youlan/contract/runtime';

/** One picked picture and where its upload is. */
export type PictureState =
  /** `waiting`: the network went and the upload goes on by itself when it is back. */
  | { status: 'uploading'; progress: number; waiting?: boolean }
  | { status: 'done'; key: string }
  | { status: 'failed'; code: string };

export interface OpinionDraft {
  category: OpinionCategory | null;
  text: string;
  contact: string;
  pictures: PictureState[];
}

export type OpinionProblem =
  | { field: 'category'; reason: 'required' }
  | { field: 'text'; reason: 'tooShort' | 'tooLong' }
  | { field: 'contact'; reason: 'tooLong' }
  | { field: 'pictures'; reason: 'tooMany' | 'uploading' | 'failed' };

export type OpinionField = OpinionProblem['field'];

/** Length as the server counts it: UTF-16 units of the trimmed text (zod's `min`/`max`). */
export const textLength = (text: string): number => text.trim().length;

/** A field's counter shows from this share of its limit on (a short field's counter would be noise before). */
const NEAR_LIMIT = 0.8;
export const nearLimit = (length: number, max: number): boolean => length >= max * NEAR_LIMIT;

/** Every problem of the draft, in the order of the form. */
export function opinionProblems(draft: OpinionDraft): OpinionProblem[] {
  const problems: OpinionProblem[] = [];
  if (!draft.category) problems.push({ field: 'category', reason: 'required' });
  const length = textLength(draft.text);
  if (length < OPINION_TEXT_MIN) problems.push({ field: 'text', reason: 'tooShort' });
  else if (length > OPINION_TEXT_MAX) problems.push({ field: 'text', reason: 'tooLong' });
  if (textLength(draft.contact) > OPINION_CONTACT_MAX) problems.push({ field: 'contact', reason: 'tooLong' });
  if (draft.pictures.length > OPINION_MAX_IMAGES) problems.push({ field: 'pictures', reason: 'tooMany' });
  else if (draft.pictures.some((picture) => picture.status === 'uploading')) problems.push({ field: 'pictures', reason: 'uploading' });
  else if (draft.pictures.some((picture) => picture.status === 'failed')) problems.push({ field: 'pictures', reason: 'failed' });
  return problems;
}

export interface OpinionBody {
  category: OpinionCategory;
  text: string;
  imageKeys: string[];
  contact?: string;
}

/** The request body of a draft without problems; an empty contact is left out (it is optional). */
export function toOpinionBody(draft: OpinionDraft & { category: OpinionCategory }): OpinionBody {
  const contact = draft.contact.trim();
  const imageKeys = draft.pictures.flatMap((picture) => (picture.status === 'done' ? [picture.key] : []));
  return { category: draft.category, text: draft.text.trim(), imageKeys, ...(contact ? { contact } : {}) };
}

/** The form field a server refusal names (`body.imageKeys` → pictures), if it is one of the form's. */
export function fieldOfServerError(field: string | undefined): OpinionField | null {
  if (!field) return null;
  const name = field.replace(/^body\./, '').split('.')[0];
  switch (name) {
    case 'category':
      return 'category';
    case 'text':
      return 'text';
    case 'contact':
      return 'contact';
    case 'imageKeys':
      return 'pictures';
    default:
      return null;
  }
}

/** How many more pictures the visitor may add. */
export const picturesLeft = (pictures: readonly unknown[]): number => Math.max(0, OPINION_MAX_IMAGES - pictures.length);

/** Whether uploading the same file again could succeed: not after it was refused as too large or not a picture. */
export const canRetryUpload = (code: string): boolean => code !== ErrorCode.PAYLOAD_TOO_LARGE && code !== ErrorCode.UNSUPPORTED_MEDIA_TYPE;
