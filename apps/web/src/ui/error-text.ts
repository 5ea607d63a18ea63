/**
 * The text a visitor reads for a failed call: in their language, chosen by the error's code. A
 * server's message is for logs and developers ("Invalid query.secret: Too small…", in English)
 * and never reaches a visitor's screen for a code the app knows. Loaded with the screens, not
 * with the first one.
 */
import type { ErrorCode } from '@youlan/contract/runtime';
import type { ClientErrorCode } from '../platform/http.ts';
import { isApiError } from '../platform/http.ts';
import { i18n } from '../platform/i18n/index.ts';
import type { errorTextZhCN } from './error-text.messages.ts';
import './error-text.messages.ts';


type ErrorTextKey = `errorText.${keyof typeof errorTextZhCN}` | 'http.loginExpired' | 'http.timeout' | 'http.network' | 'http.badResponse';

/** Every code has its text: a code added to the contract is a type error here until it gets one. */
const TEXT_OF_CODE: Record<ErrorCode | ClientErrorCode, ErrorTextKey> = {
  BAD_REQUEST: 'errorText.badRequest',
  PAYLOAD_TOO_LARGE: 'errorText.badRequest',
  UNSUPPORTED_MEDIA_TYPE: 'errorText.badRequest',
  IDEMPOTENCY_MISMATCH: 'errorText.badRequest',
  CSRF_REJECTED: 'errorText.badRequest',
  LOGIN_EXPIRED: 'http.loginExpired',
  OPERATOR_LOGIN_REQUIRED: 'http.loginExpired',
  FORBIDDEN: 'errorText.forbidden',
  DEVICE_KEY_REJECTED: 'errorText.forbidden',
  RECOVERY_CODE_UNKNOWN: 'errorText.notFound',
  NOT_FOUND: 'errorText.notFound',
  TENANT_UNKNOWN: 'errorText.notFound',
  HELP_SHOOT_ENDED: 'errorText.notFound',
  HELP_SHOOT_EXPIRED: 'errorText.notFound',
  RATE_LIMITED: 'errorText.rateLimited',
  GUEST_PROOF_REQUIRED: 'errorText.rateLimited',
  ALREADY_DONE: 'errorText.done',
  ALREADY_ANSWERED: 'errorText.done',
  CONFLICT: 'errorText.done',
  HELP_SHOOT_TAKEN: 'errorText.done',
  OUT_OF_RANGE: 'errorText.location',
  IMPRECISE_LOCATION: 'errorText.location',
  MATERIALS_FULL: 'errorText.materialsFull',
  UPSTREAM_FAILED: 'errorText.unavailable',
  UNAVAILABLE: 'errorText.unavailable',
  STORAGE_FULL: 'errorText.unavailable',
  INTERNAL: 'errorText.unavailable',
  TIMEOUT: 'http.timeout',
  NETWORK: 'http.network',
  BAD_RESPONSE: 'http.badResponse',
};

const isTextedCode = (code: string): code is ErrorCode | ClientErrorCode => Object.hasOwn(TEXT_OF_CODE, code);

/** The text of an error's code (one kept as a string, as the punch outbox keeps it); a general one for a code unknown here. */
export function errorTextOfCode(code: string): string {
  return i18n.t(isTextedCode(code) ? TEXT_OF_CODE[code] : 'errorText.unknown');
}

/** What to tell the visitor of `error`: the text of its code, or a general one for anything else. */
export function errorText(error: unknown): string {
  return isApiError(error) ? errorTextOfCode(error.code) : i18n.t('errorText.unknown');
}

/** A form field the server refused: its reason is in developers' words, the visitor is asked to change it. */
export const fieldErrorText = (): string => i18n.t('errorText.field');

