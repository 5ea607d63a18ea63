/** /boost/course: the illustrated shooting course (course/course-content.ts: framing, the pose outline, the timer, camera height, light, angles). */
import { useNavigate } from 'react-router';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { PageShell } from '../../ui/page-shell.tsx';
import { courseSections } from './course/course-sections.tsx';
import { BOOST_PATHS } from './image-jobs.ts';
import './boost.messages.ts';
import styles from './boost.module.css';

export default function BoostCoursePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sections = courseSections(t);
  return (
    <PageShell>
      <p className={styles.boostCourseIntro}>{t('boostCourse.intro')}</p>
      <ol className={styles.boostCourse}>
        {sections.map(({ id, title, paragraphs, tryIt, illustration }, index) => (
          <li key={id} className="yl-card" data-testid="boost-course-section">
            <figure className={styles.boostCourseArt}>{illustration}</figure>
            <div className={styles.boostCourseText}>
              <h2>
                <span className={styles.boostCourseStep}>{index + 1}</span>
                {title}
              </h2>
              {paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {tryIt && <p className={styles.boostCourseTry}>{tryIt}</p>}
            </div>
          </li>
        ))}
      </ol>
      <div className={styles.boostActionbar}>
        <button type="button" className="yl-button" onClick={() => void navigate(BOOST_PATHS.photos)}>
          {t('boost.course.start')}
        </button>
      </div>
    </PageShell>
  );
}
