/** English texts of survey.messages.ts (key for key the Chinese there); loaded with the English pack (src/locales/en.ts). */
import type { MessagesOf } from '../../platform/i18n/messages-of.ts';
import type { answerZhCN } from './survey.messages.ts';

export const answerEn: MessagesOf<typeof answerZhCN> = {
  required: 'Required',
  none: 'There is no survey open at the moment',
  noneHint: 'We hope to hear from you on your next visit',
  ratingHint: 'Tap a star to rate',
  ratingValue: '{{value}} / {{max}}',
  textPlaceholder: 'Share your thoughts (optional)',
  textPlaceholderRequired: 'Share your thoughts',
  submit: 'Submit',
  submitting: 'Submitting…',
  loginToSubmit: 'Log in to submit',
  loginNote: 'Submitting needs a login; your answers are kept',
  fixProblems: '{{count}} questions still need attention',
  submitFailed: 'Could not submit: {{message}}',
  thanksTitle: 'Thank you for taking part',
  thanksBody: 'We have your feedback and will put it to good use. Enjoy your visit.',
  alreadyAnswered: 'You have already answered this survey',
  choice: {
    one: 'Choose one',
    any: 'Choose any',
    exactly: 'Choose {{count}}',
    atMost: 'Choose up to {{max}}',
    between: 'Choose {{min}}–{{max}}',
  },
  problem: {
    unknownQuestion: 'This question is no longer in the survey; please reload',
    required: 'Please answer this question',
    wrongKind: 'That answer does not fit this question; please answer again',
    unknownOption: 'That option is no longer offered; please choose again',
    repeatedOption: 'Each option can be chosen once',
    tooFewChoices: 'Choose at least {{min}}',
    tooManyChoices: 'Choose at most {{max}}',
    outOfRange: 'Rate from 1 to {{max}}',
    tooLong: 'At most {{max}} characters',
  },
};
