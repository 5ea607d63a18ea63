/** A text an operator wrote, as a visitor receives it: in the visitor's language where the area has it. */
import { z } from 'zod';
import { LANGUAGE_TAG_PATTERN } from './translation.runtime.ts';

export const LanguageTagSchema = z.string().regex(LANGUAGE_TAG_PATTERN, 'a language tag such as en, ja, ko or zh-TW');

export const LocalTextSchema = z.object({
  text: z.string(),
  /** BCP 47 tag of `text`: the area's main language when it has no translation in the visitor's (the app tags it). */
  lang: z.string(),
  /** Machine translated and not yet approved by the area's staff (the app says so). */
  machine: z.literal(true).optional(),
});
export type LocalText = z.infer<typeof LocalTextSchema>;
