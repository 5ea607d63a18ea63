import { describe, expect, it } from 'vitest';
import type { SurveyQuestion } from '@youlan/contract';
import { choiceHint, formProblems, problemMessage, questionIdOfField, toSubmission } from './survey-form.ts';

const base = { required: true, options: [], minChoices: null, maxChoices: null, ratingMax: null, maxLength: null };
const options = [
  { id: 'a', label: { text: 'A', lang: 'zh-CN' } },
  { id: 'b', label: { text: 'B', lang: 'zh-CN' } },
  { id: 'c', label: { text: 'C', lang: 'zh-CN' } },
];
const rating: SurveyQuestion = { ...base, id: 1, kind: 'rating', title: { text: '总体满意度', lang: 'zh-CN' }, ratingMax: 5 };
const multiple: SurveyQuestion = { ...base, id: 2, kind: 'multiple', title: { text: '游览了哪些景点', lang: 'zh-CN' }, options, minChoices: 1, maxChoices: 2 };
const single: SurveyQuestion = { ...base, id: 3, kind: 'single', title: { text: '导览帮助', lang: 'zh-CN' }, options };
const text: SurveyQuestion = { ...base, id: 4, kind: 'text', title: { text: '建议', lang: 'zh-CN' }, required: false, maxLength: 10 };
const questions = [rating, multiple, single, text];
const valid = { '1': 4, '2': ['a', 'c'], '3': 'b', '4': '很好' };

describe('formProblems (the server rules, per question)', () => {
  it('accepts a complete form, and an optional question left blank', () => {
    expect(formProblems(questions, valid)).toEqual({});
    expect(formProblems(questions, { ...valid, '4': '   ' })).toEqual({});
  });

  it('names every missing required answer', () => {
    expect(formProblems(questions, {})).toEqual({ '1': 'required', '2': 'required', '3': 'required' });
    expect(formProblems(questions, { ...valid, '2': [] })).toEqual({ '2': 'required' });
  });

  it('checks each kind of question', () => {
    expect(formProblems(questions, { ...valid, '1': 6 })).toEqual({ '1': 'outOfRange' });
    expect(formProblems(questions, { ...valid, '1': 2.5 })).toEqual({ '1': 'wrongKind' });
    expect(formProblems(questions, { ...valid, '1': '4' })).toEqual({ '1': 'wrongKind' });
    expect(formProblems(questions, { ...valid, '2': ['a', 'b', 'c'] })).toEqual({ '2': 'tooManyChoices' });
    expect(formProblems(questions, { ...valid, '2': ['a', 'a'] })).toEqual({ '2': 'repeatedOption' });
    expect(formProblems(questions, { ...valid, '2': ['z'] })).toEqual({ '2': 'unknownOption' });
    expect(formProblems(questions, { ...valid, '3': 'z' })).toEqual({ '3': 'unknownOption' });
    expect(formProblems(questions, { ...valid, '3': ['a'] })).toEqual({ '3': 'wrongKind' });
    expect(formProblems(questions, { ...valid, '4': '一二三四五六七八九十一' })).toEqual({ '4': 'tooLong' });
    expect(formProblems(questions, { ...valid, '99': 'x' })).toEqual({ '99': 'unknownQuestion' });
  });

  it('counts characters as people do and ignores surrounding spaces', () => {
    expect(formProblems(questions, { ...valid, '4': '😀'.repeat(10) })).toEqual({});
    expect(formProblems(questions, { ...valid, '4': `  ${'好'.repeat(10)}  ` })).toEqual({});
  });

  it('checks the minimum of a multiple-choice question', () => {
    expect(formProblems([{ ...multiple, minChoices: 2, maxChoices: 3 }], { '2': ['a'] })).toEqual({ '2': 'tooFewChoices' });
  });
});

describe('toSubmission', () => {
  it('leaves unanswered questions out and trims text', () => {
    expect(toSubmission({ '1': 3, '2': [], '3': 'a', '4': '  好  ', '5': ' ' })).toEqual({ '1': 3, '3': 'a', '4': '好' });
  });
});

describe('problemMessage', () => {
  it('carries the limit the message names', () => {
    expect(problemMessage(multiple, 'tooManyChoices')).toEqual({ key: 'answer.problem.tooManyChoices', values: { max: 2 } });
    expect(problemMessage({ ...multiple, minChoices: 2 }, 'tooFewChoices')).toEqual({ key: 'answer.problem.tooFewChoices', values: { min: 2 } });
    expect(problemMessage(rating, 'outOfRange')).toEqual({ key: 'answer.problem.outOfRange', values: { max: 5 } });
    expect(problemMessage(text, 'tooLong')).toEqual({ key: 'answer.problem.tooLong', values: { max: 10 } });
    expect(problemMessage(single, 'required')).toEqual({ key: 'answer.problem.required', values: {} });
  });
});

describe('questionIdOfField', () => {
  it("reads the question out of the server's field", () => {
    expect(questionIdOfField('body.answers.12')).toBe('12');
    expect(questionIdOfField('body.answers')).toBeNull();
    expect(questionIdOfField('body')).toBeNull();
    expect(questionIdOfField(undefined)).toBeNull();
  });
});

describe('choiceHint', () => {
  it('says how many to pick', () => {
    expect(choiceHint({ options, minChoices: 1, maxChoices: 3 })).toEqual({ key: 'answer.choice.any', values: {} });
    expect(choiceHint({ options, minChoices: 1, maxChoices: 2 })).toEqual({ key: 'answer.choice.atMost', values: { max: 2 } });
    expect(choiceHint({ options, minChoices: 2, maxChoices: 2 })).toEqual({ key: 'answer.choice.exactly', values: { count: 2 } });
    expect(choiceHint({ options, minChoices: 2, maxChoices: 3 })).toEqual({ key: 'answer.choice.between', values: { min: 2, max: 3 } });
  });
});

