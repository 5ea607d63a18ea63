/** Opinions: a visitor tells the area what they think, with pictures, and reads the reply. */
import { z } from 'zod';
import { defineRoute } from '../shared/api.ts';
import { MediaKeySchema } from '../media/media.ts';
import { safeText } from '../shared/http.ts';
import { OPINION_CATEGORIES, OPINION_CONTACT_MAX, OPINION_MAX_IMAGES, OPINION_TEXT_MAX, OPINION_TEXT_MIN } from './opinion.runtime.ts';

export const OpinionCategorySchema = z.enum(OPINION_CATEGORIES);
export type OpinionCategory = z.infer<typeof OpinionCategorySchema>;

export const OpinionSchema = z.object({
  id: z.number().int(),
  category: OpinionCategorySchema,
  text: z.string(),
  /** Keys of finished uploads. */
  imageKeys: z.array(z.string()),
  contact: z.string().nullable(),
  /** ISO time. */
  createdAt: z.string(),
  /** The area's answer, once it gave one. */
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  /** ISO time the area closed it; a closed opinion without a reply is finished, not waiting. */
  closedAt: z.string().nullable(),
});
export type Opinion = z.infer<typeof OpinionSchema>;

export const CreateOpinionBodySchema = z
  .object({
    category: OpinionCategorySchema,
    text: safeText().trim().min(OPINION_TEXT_MIN, `at least ${OPINION_TEXT_MIN} characters`).max(OPINION_TEXT_MAX),
    imageKeys: z.array(MediaKeySchema).max(OPINION_MAX_IMAGES).default([]),
    /** A phone number or e-mail for the answer; optional. */
    contact: safeText().trim().max(OPINION_CONTACT_MAX).optional(),
  })
  .strict();

export const createOpinion = defineRoute({
  method: 'POST',
  path: '/api/h5/opinion',
  summary: 'Send an opinion (up to 9 finished uploads as pictures)',
  tag: 'opinion',
  auth: 'required',
  body: CreateOpinionBodySchema,
  data: OpinionSchema,
});

export const listMyOpinions = defineRoute({
  method: 'GET',
  path: '/api/h5/opinion',
  summary: "The visitor's opinions with the area's replies, newest first",
  tag: 'opinion',
  auth: 'required',
  data: z.array(OpinionSchema),
});
