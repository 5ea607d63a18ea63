/** "已听": a place whose guide the visitor has heard, in the place lists (map, search). */
import { useTranslation } from '../platform/i18n/use-translation.ts';
import { Icon } from './icons.tsx';
import styles from './heard-mark.module.css';

export function HeardMark() {
  const { t } = useTranslation();
  return (
    <span className={styles.heard} data-testid="heard-mark">
      <Icon className={styles.heardIcon} strokeWidth={2.4}>
        <path d="M5 12.5l4.5 4.5L19 7.5" />
      </Icon>
      {t('common.heard')}
    </span>
  );
}
