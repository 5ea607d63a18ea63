/**
 * What each translatable field allows: the limit the console puts on its source (a translation
 * may be TRANSLATION_LENGTH_FACTOR times as long) and whether it holds HTML. Keys name a text as
 * `<subject>:<id>:<field>`; this module reads them without asking the database.
 */
import {
  ABOUT_HTML_MAX,
  LIVE_NOTE_MAX,
  ARTICLE_AUTHOR_MAX,
  ARTICLE_HTML_MAX,
  ARTICLE_SUMMARY_MAX,
  ARTICLE_TITLE_MAX,
  AREA_TITLE_MAX,
  HOT_WORD_MAX_LENGTH,
  HTML_TRANSLATION_FIELDS,
  NOTICE_HTML_MAX,
  NOTICE_TITLE_MAX,
  PANORAMA_LABEL_MAX,
  PANORAMA_TITLE_MAX,
  PLACE_CLASS_NAME_MAX,
  PLACE_INTRO_MAX,
  PLACE_NAME_MAX,
  PLACE_TRANSCRIPT_MAX,
  STUDIO_NAME_MAX,
  STUDIO_TIPS_MAX,
  TOUR_INTRO_MAX,
  TOUR_TITLE_MAX,
  SURVEY_INTRO_MAX,
  SURVEY_OPTION_LABEL_MAX,
  SURVEY_TITLE_MAX,
  TRANSLATION_LENGTH_FACTOR,
  SAFE_TEXT_PATTERN,
  WEATHER_WORD_MAX,
  type TRANSLATION_SUBJECTS,
  type TranslationSubject,
} from '@youlan/contract';

type FieldLimits = { [S in TranslationSubject]: Record<(typeof TRANSLATION_SUBJECTS)[S][number], number> };

/** The source's limit per subject and field, as the console's forms check it. */
const SOURCE_LIMITS: FieldLimits = {
  // address, opening hours and the business page: config.console.ts's operatorText limits.
  area: { title: AREA_TITLE_MAX, aboutUsHtml: ABOUT_HTML_MAX, address: 200, openingHours: 200, businessIntro: 2000, businessContactName: 50 },
  placeClass: { name: PLACE_CLASS_NAME_MAX },
  place: { name: PLACE_NAME_MAX, intro: PLACE_INTRO_MAX, transcript: PLACE_TRANSCRIPT_MAX },
  notice: { title: NOTICE_TITLE_MAX, contentHtml: NOTICE_HTML_MAX },
  article: { title: ARTICLE_TITLE_MAX, summary: ARTICLE_SUMMARY_MAX, author: ARTICLE_AUTHOR_MAX, contentHtml: ARTICLE_HTML_MAX },
  hotWord: { word: HOT_WORD_MAX_LENGTH },
  weatherWord: { word: WEATHER_WORD_MAX },
  survey: { title: SURVEY_TITLE_MAX, intro: SURVEY_INTRO_MAX },
  surveyQuestion: { title: SURVEY_TITLE_MAX },
  surveyOption: { label: SURVEY_OPTION_LABEL_MAX },
  poseSku: { name: STUDIO_NAME_MAX },
  pose: { name: STUDIO_NAME_MAX, tips: STUDIO_TIPS_MAX },
  photoSpot: { tips: STUDIO_TIPS_MAX },
  sky: { name: STUDIO_NAME_MAX },
  panoramaScene: { title: PANORAMA_TITLE_MAX },
  panoramaMarker: { label: PANORAMA_LABEL_MAX },
  panoramaVideo: { title: PANORAMA_TITLE_MAX },
  liveStatus: { note: LIVE_NOTE_MAX },
  tour: { title: TOUR_TITLE_MAX, intro: TOUR_INTRO_MAX },
};

export interface TranslationField {
  subject: TranslationSubject;
  /** The row's id as the key writes it (a survey option: `<question>.<option>`). */
  id: string;
  field: string;
  html: boolean;
  /** A translation's limit, characters (UTF-16 units, as the source's). */
  maxChars: number;
}

/** `<subject>:<row id>[.<option id>]:<field>`: a survey option's id is its question's and its own. */
const KEY_PATTERN = /^([A-Za-z]+):(\d{1,9}(?:\.[A-Za-z0-9_-]{1,64})?):([A-Za-z]+)$/;

/** The field a key names, or null when no subject has it (the key may still name no row: the caller asks the database). */
export function translationField(key: string): TranslationField | null {
  const match = KEY_PATTERN.exec(key);
  if (!match) return null;
  const [, subject = '', id = '', field = ''] = match;
  if (!Object.hasOwn(SOURCE_LIMITS, subject)) return null;
  const rules = fieldRules(subject as TranslationSubject, field);
  return rules && { subject: subject as TranslationSubject, id, field, ...rules };
}

/** What a subject's field allows a translation, or null when the subject has no such field. */
export function fieldRules(subject: TranslationSubject, field: string): Pick<TranslationField, 'html' | 'maxChars'> | null {
  const limits = SOURCE_LIMITS[subject] as Record<string, number>;
  if (!Object.hasOwn(limits, field)) return null;
  return { html: HTML_TRANSLATION_FIELDS.includes(field), maxChars: limits[field]! * TRANSLATION_LENGTH_FACTOR };
}

/** Tags and comments (`<b>`, `</p>`, `<!--`); a lone `<` or `a < b` is text. */
const MARKUP = /<\/?[A-Za-z][^<>]*>|<!--/;

/** Why a translation cannot be stored in its field, or null when it can. */
export function translationProblem(field: Pick<TranslationField, 'html' | 'maxChars'>, text: string): string | null {
  if (!SAFE_TEXT_PATTERN.test(text)) return 'holds characters that cannot be stored (a NUL or a broken surrogate pair)';
  if (!field.html && MARKUP.test(text)) return 'markup (<…>) in a plain-text field: write the text only';
  if (text.length > field.maxChars) return `${text.length} characters, over this field's limit of ${field.maxChars}`;
  return null;
}
