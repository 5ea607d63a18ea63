/**
 * The shooting course as the screen shows it: one section a lesson of course-content.ts, in the
 * order written there, each a title, its paragraphs, a "try it here" line and its illustration.
 */
import type { ReactNode } from 'react';
import type { Translate } from '../../../platform/i18n/index.ts';
import { COURSE_LESSONS } from './course-content.ts';
import './course.messages.ts';

export interface CourseSection {
  id: string;
  title: string;
  paragraphs: readonly string[];
  /** Something to try at a place of the area. */
  tryIt: string;
  /** The picture above the text (it carries its own text alternative). */
  illustration: ReactNode;
}

export function courseSections(t: Translate): CourseSection[] {
  return COURSE_LESSONS.map(({ key, illustration }) => {
    const at = `boostCourse.lessons.${key}` as const;
    return {
      id: key,
      title: t(`${at}.title`),
      paragraphs: t(`${at}.body`).split('\n'),
      tryIt: t(`${at}.tryIt`),
      illustration: <img src={illustration} alt={t(`${at}.illustrationAlt`)} width={320} height={200} loading="lazy" decoding="async" />,
    };
  });
}
