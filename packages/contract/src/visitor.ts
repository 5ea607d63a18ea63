/** Visitor login: a guest token now; the WeChat OAuth exchange arrives through the same call. */
import { z } from 'zod';
import { defineRoute } from './api.ts';

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
    deviceId: z.string().min(8).max(64).regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only').optional(),
  })
  .strict();

export const LoginH5ResultSchema = z.object({
  token: z.string(),
  /** ISO time the token stops working. */
  expiresAt: z.string(),
  visitor: VisitorSchema,
});
export type LoginH5Result = z.infer<typeof LoginH5ResultSchema>;

export const loginH5 = defineRoute({
  method: 'POST',
  path: '/api/visitor/login/h5',
  summary: 'Log a visitor in (a guest; WeChat OAuth later) and return the app token',
  tag: 'visitor',
  auth: 'none',
  body: LoginH5BodySchema,
  data: LoginH5ResultSchema,
});
