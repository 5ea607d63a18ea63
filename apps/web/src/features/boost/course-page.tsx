/** /boost/course: the illustrated shooting course (course/course-content.ts: framing, the pose outline, the timer, camera height, light, angles). */
import { useNavigate } from 'react-router';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { PageShell } from '../../ui/page-shell.tsx';
import { courseSections } from './course/course-sections.tsx';
import { BOOST_PATHS } from './image-jobs.ts';
import './boost.css';
import './boost.messages.ts';

export default function BoostCoursePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sections = courseSections(t);
  return (
    <PageShell>
      <p className="yl-boost-course__intro">{t('boostCourse.intro')}</p>
      <ol className="yl-boost-course">
        {sections.map(({ id, title, paragraphs, tryIt, illustration }, index) => (
          <li key={id} className="yl-card yl-boost-course__section" data-testid="boost-course-section">
            <figure className="yl-boost-course__art">{illustration}</figure>
            <div className="yl-boost-course__text">
              <h2>
                <span className="yl-boost-course__step">{index + 1}</span>
                {title}
              </h2>
              {paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {tryIt && <p className="yl-boost-course__try">{tryIt}</p>}
            </div>
          </li>
        ))}
      </ol>
      <div className="yl-boost-actionbar">
        <button type="button" className="yl-button" onClick={() => void navigate(BOOST_PATHS.photos)}>
          {t('boost.course.start')}
        </button>
      </div>
    </PageShell>
  );
}
