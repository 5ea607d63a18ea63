/**
 * The course's texts registered with i18n (block `boostCourse`) from the one place they are
 * written, course-content.ts: the screens read them through `t` like every other text, so they
 * follow the visitor's language and its switch.
 */
import { registerMessages, type Locale } from '../../../platform/i18n/index.ts';
import { COURSE_LESSONS, COURSE_TITLE } from './course-content.ts';

function courseMessages(locale: Locale) {
  return {
    ...COURSE_TITLE[locale],
    lessons: Object.fromEntries(
      COURSE_LESSONS.map(({ key, text }) => {
        const { title, paragraphs, tryIt, illustrationAlt } = text[locale];
        // Paragraphs travel as one text, one paragraph a line (i18n texts are strings).
        return [key, { title, body: paragraphs.join('\n'), tryIt, illustrationAlt }];
      }),
    ),
  };
}

declare module '../../../platform/i18n/index.ts' {
  interface FeatureMessages {
    boostCourse: ReturnType<typeof courseMessages>;
  }
}

registerMessages('boostCourse', courseMessages('zh-CN'), courseMessages('en'));
