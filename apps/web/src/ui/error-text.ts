/**
 * The text a visitor reads for a failed call: in their language, chosen by the error's code. A
 * server's message is for logs and developers ("Invalid query.secret: Too small…", in English)
 * and never reaches a visitor's screen for a code the app knows. Loaded with the screens, not
 * with the first one.
 */
import type { ErrorCode } from '@youlan/contract/runtime';
import type { ClientErrorCode } from '../platform/http.ts';
import { isApiError } from '../platform/http.ts';
import { i18n, registerMessages, type MessagesOf } from '../platform/i18n/index.ts';

const errorTextZhCN = {
  badRequest: '请求有误，请刷新页面后重试',
  forbidden: '没有权限这样做，请重新打开页面',
  notFound: '内容不存在或已失效',
  rateLimited: '操作太频繁，请稍等片刻再试',
  done: '已经完成过了，不用再做一次',
  location: '离这里太远或定位不准，请走近后再试',
  materialsFull: '保存的照片已满，删除一些后再试',
  unavailable: '服务暂时不可用，请稍后重试',
  unknown: '出了点问题，请稍后重试',
};

const errorTextEn: MessagesOf<typeof errorTextZhCN> = {
  badRequest: 'Something went wrong with that request. Reload the page and try again.',
  forbidden: 'That is not allowed. Open the page again.',
  notFound: 'This does not exist or is no longer available.',
  rateLimited: 'Too many tries. Wait a moment and try again.',
  done: 'That is done already; no need to do it again.',
  location: 'You are too far away or your location is not precise. Come closer and try again.',
  materialsFull: 'You keep as many photos as allowed. Delete some and try again.',
  unavailable: 'The service is unavailable right now. Please try again later.',
  unknown: 'Something went wrong. Please try again later.',
};

declare module '../platform/i18n/index.ts' {
  interface FeatureMessages {
    errorText: typeof errorTextZhCN;
  }
}

registerMessages('errorText', errorTextZhCN, errorTextEn);

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
  NOT_FOUND: 'errorText.notFound',
  TENANT_UNKNOWN: 'errorText.notFound',
  HELP_SHOOT_ENDED: 'errorText.notFound',
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

/** What to tell the visitor of `error`: the text of its code, or a general one for anything else. */
export function errorText(error: unknown): string {
  return i18n.t(isApiError(error) ? TEXT_OF_CODE[error.code] : 'errorText.unknown');
}

