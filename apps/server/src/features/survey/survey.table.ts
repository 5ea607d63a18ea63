/** Surveys: the operator's questionnaires, their questions, and one response per visitor. */
import { boolean, foreignKey, index, integer, jsonb, pgTable, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SurveyAnswers, SurveyQuestionKind } from '@youlan/contract';
import { tenant, visitor } from '../../platform/db/schema.ts';
import { translationsColumn, type Translations } from '../../entities/translation/translation.ts';

/** A choice as stored: its label in the main language and the label's translations (subject `surveyOption`, id `<question>.<option>`). */
export interface StoredSurveyOption {
  id: string;
  label: string;
  translations?: Translations;
}

export const survey = pgTable(
  'survey',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The row's texts in the area's other languages (entities/translation). */
    translations: translationsColumn(),
    intro: text('intro').notNull().default(''),
    /** Open for answers; the app shows the first open survey in `sort` order. */
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('survey_tenant_active_sort').on(t.tenantId, t.active, t.sort), unique('survey_tenant_id').on(t.tenantId, t.id)],
);

export const surveyQuestion = pgTable(
  'survey_question',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    surveyId: integer('survey_id').notNull(),
    kind: text('kind').$type<SurveyQuestionKind>().notNull(),
    title: text('title').notNull(),
    /** The row's texts in the area's other languages (entities/translation). */
    translations: translationsColumn(),
    required: boolean('required').notNull().default(false),
    /** Choices of single and multiple questions, in the order shown. */
    options: jsonb('options').$type<StoredSurveyOption[]>().notNull(),
    minChoices: integer('min_choices'),
    maxChoices: integer('max_choices'),
    ratingMax: integer('rating_max'),
    maxLength: integer('max_length'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('survey_question_tenant_survey').on(t.tenantId, t.surveyId, t.sort),
    foreignKey({ name: 'survey_question_survey_same_tenant', columns: [t.tenantId, t.surveyId], foreignColumns: [survey.tenantId, survey.id] }).onDelete('cascade'),
  ],
);

export const surveyResponse = pgTable(
  'survey_response',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenant.id, { onDelete: 'cascade' }),
    surveyId: integer('survey_id').notNull(),
    visitorId: integer('visitor_id').notNull(),
    /** As checked by checkSurveyAnswers, blank answers left out, text trimmed. */
    answers: jsonb('answers').$type<SurveyAnswers>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One submission per visitor: a racing second submission loses here, not in application code.
  (t) => [
    foreignKey({ name: 'survey_response_visitor_same_tenant', columns: [t.tenantId, t.visitorId], foreignColumns: [visitor.tenantId, visitor.id] }).onDelete('cascade'),
    uniqueIndex('survey_response_tenant_survey_visitor').on(t.tenantId, t.surveyId, t.visitorId),
    foreignKey({ name: 'survey_response_survey_same_tenant', columns: [t.tenantId, t.surveyId], foreignColumns: [survey.tenantId, survey.id] }).onDelete('cascade'),
  ],
);
