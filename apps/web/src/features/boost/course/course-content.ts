/**
 * The shooting course of /boost/course: six short lessons, each with an illustration. Their texts
 * are messages like every other screen's (block `boostCourse`: Chinese in course.messages.ts, the
 * other languages in course.messages.<locale>.ts); course-sections.tsx lays the lessons out in
 * the order written here.
 */
import bridgeUrl from './course-bridge.svg';
import heightUrl from './course-height.svg';
import lightUrl from './course-light.svg';
import outlineUrl from './course-outline.svg';
import thirdsUrl from './course-thirds.svg';
import timerUrl from './course-timer.svg';

export interface CourseLesson {
  /** Its texts' key under `boostCourse.lessons`: a title, a body (one paragraph a line), a "try it here" line and the illustration's text alternative. */
  key: 'thirds' | 'outline' | 'timer' | 'height' | 'light' | 'angles';
  /** URL of the illustration (an SVG, 320 × 200). */
  illustration: string;
}

export const COURSE_LESSONS: readonly CourseLesson[] = [
  { key: 'thirds', illustration: thirdsUrl },
  { key: 'outline', illustration: outlineUrl },
  { key: 'timer', illustration: timerUrl },
  { key: 'height', illustration: heightUrl },
  { key: 'light', illustration: lightUrl },
  { key: 'angles', illustration: bridgeUrl },
];
