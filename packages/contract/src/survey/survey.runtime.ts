/**
 * The survey's limits, zod-free (./survey.ts builds the schemas on them; ./answers.runtime.ts
 * checks answers with them).
 */

export const SURVEY_QUESTION_KINDS = ['single', 'multiple', 'rating', 'text'] as const;
export type SurveyQuestionKind = (typeof SURVEY_QUESTION_KINDS)[number];

/** A rating question without its own maximum is out of 5 stars. */
export const DEFAULT_RATING_MAX = 5;
/** The longest a rating scale may be (a star row still fits a 375-wide phone). */
export const RATING_MAX_LIMIT = 10;
/** A text question without its own limit takes this many characters. */
export const DEFAULT_TEXT_MAX_LENGTH = 500;
/** No text question takes more than this (the request body stays far below its 64 KiB cap). */
export const TEXT_MAX_LENGTH_LIMIT = 2000;
/** Options of a choice question, at most. */
export const MAX_SURVEY_OPTIONS = 30;

// The console's limits.
/** How many text answers a results page lists (the CSV has them all). */
export const SURVEY_TEXT_ANSWERS_SHOWN = 200;
/** Characters of a survey's or a question's title, of its intro, of an option's label; questions per survey. */
export const SURVEY_TITLE_MAX = 200;
export const SURVEY_INTRO_MAX = 2000;
export const SURVEY_OPTION_LABEL_MAX = 100;
export const SURVEY_QUESTIONS_MAX = 50;
