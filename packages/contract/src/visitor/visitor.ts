/** Visitor login: a guest by device id, or a WeChat visitor by the OAuth `code` and `state`. */
import { z } from 'zod';
import { defineRoute } from '../shared/api.ts';
import { safeText } from '../shared/http.ts';
import { DEVICE_ID_MAX_LENGTH, DEVICE_ID_MIN_BITS, GUEST_PROOF_BITS, GUEST_PROOF_MAX_LENGTH, isDeviceId } from './visitor.runtime.ts';

export const VisitorSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['guest', 'wechat']),
  nickname: z.string(),
  avatarUrl: z.string().nullable(),
});
export type Visitor = z.infer<typeof VisitorSchema>;

export const LoginH5BodySchema = z
  .object({
    /** A stable id the phone keeps, so the same guest gets the same visitor back. */
    deviceId: z
      .string()
      .max(DEVICE_ID_MAX_LENGTH)
      .refine(isDeviceId, `letters, digits, - and _ only, with at least ${DEVICE_ID_MIN_BITS} bits of randomness (32 hex digits or 22 base64url characters)`)
      .optional(),
    /**
     * A guest login's proof of work (`solveGuestProof`): needed once the address is busy (429
     * GUEST_PROOF_REQUIRED), then the login counts on the device instead of the address.
     */
    proof: z
      .string()
      .max(GUEST_PROOF_MAX_LENGTH)
      .regex(/^[0-9a-z]+$/, `a nonce in base 36 whose hash with the area and device id starts with ${GUEST_PROOF_BITS} zero bits`)
      .optional(),
    /**
     * A guest's recovery code (the device id another phone kept, shown in the user centre): only
     * a guest who exists already is logged in, never a new one (404 RECOVERY_CODE_UNKNOWN).
     */
    recover: z.literal(true).optional(),
    /** WeChat OAuth: the `code` WeChat put on the callback URL (single-use, 5 minutes). */
    code: z.string().min(1).max(128).regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only').optional(),
    /** WeChat OAuth: the `state` WeChat put on the callback URL, as `GET /api/wechat/oauthUrl` made it. */
    state: safeText().min(1).max(256).optional(),
    /** WeChat OAuth: the `binding` this browser sent to `GET /api/wechat/oauthUrl`. */
    binding: z.string().min(16).max(64).regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only').optional(),
  })
  .strict()
  .superRefine((body, issues) => {
    if (body.recover && body.deviceId === undefined) issues.addIssue({ code: 'custom', path: ['deviceId'], message: 'a recovery needs the recovery code as deviceId' });
    // A WeChat login needs all three; a guest login none of them.
    if (body.code === undefined && body.state === undefined && body.binding === undefined) return;
    for (const field of ['code', 'state', 'binding'] as const) {
      if (body[field] === undefined) issues.addIssue({ code: 'custom', path: [field], message: `a WeChat login needs ${field}` });
    }
  });

export const LoginH5ResultSchema = z.object({
  token: z.string(),
  /** ISO time the token stops working. */
  expiresAt: z.string(),
  visitor: VisitorSchema,
  /** WeChat login: the path the visitor started the login from (kept by the server with the state); null for guests. */
  redirect: z.string().nullable(),
});
export type LoginH5Result = z.infer<typeof LoginH5ResultSchema>;

export const loginH5 = defineRoute({
  method: 'POST',
  path: '/api/visitor/login/h5',
  summary: 'Log a visitor in (a guest by device id, a guest of another phone by its recovery code, or WeChat OAuth by code and state) and return the app token',
  tag: 'visitor',
  auth: 'none',
  body: LoginH5BodySchema,
  data: LoginH5ResultSchema,
});
