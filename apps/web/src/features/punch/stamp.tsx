/**
 * A place's stamp: the area's stamp picture when it has one, else a red seal drawn with the
 * place's name, in the manner of the seals visitors collect at Chinese sights.
 */
import { useQuery } from '@tanstack/react-query';
import { mediaUrlQuery } from '../../platform/media-url.ts';
import { sealText } from './seal-text.ts';
import styles from './punch.module.css';

interface SealProps {
  name: string;
  /** Not collected yet: drawn grey. */
  muted?: boolean;
  /** Under the name: the date or the count. */
  caption?: string;
}

export function Seal({ name, muted = false, caption }: SealProps) {
  const chars = sealText(name);
  const grid = chars.length === 4;
  const size = grid ? 25 : chars.length === 3 ? 22 : 28;
  // With a caption the name moves up to leave the date room inside the inner ring.
  const top = caption ? 34 : 37;
  const bottom = caption ? 59 : 64;
  return (
    <svg className={`${styles.seal}${muted ? ` ${styles.sealMuted}` : ''}`} viewBox="0 0 100 100" role="img" aria-label={name}>
      <circle cx="50" cy="50" r="46" className={styles.sealRing} />
      <circle cx="50" cy="50" r="40" className={`${styles.sealRing} ${styles.sealRingInner}`} />
      {grid ? (
        <>
          {/* Read top to bottom, right column first, as seals are. */}
          <text x="63" y={top} fontSize={size} className={styles.sealText}>{chars[0]}</text>
          <text x="63" y={bottom} fontSize={size} className={styles.sealText}>{chars[1]}</text>
          <text x="37" y={top} fontSize={size} className={styles.sealText}>{chars[2]}</text>
          <text x="37" y={bottom} fontSize={size} className={styles.sealText}>{chars[3]}</text>
        </>
      ) : (
        <text x="50" y={caption ? 45 : 50} fontSize={size} className={styles.sealText}>
          {chars.join('')}
        </text>
      )}
      {caption && (
        <text x="50" y="76" fontSize="8" className={styles.sealCaption}>
          {caption}
        </text>
      )}
    </svg>
  );
}

interface StampProps extends SealProps {
  stampKey: string | null;
}

export function Stamp({ stampKey, ...seal }: StampProps) {
  const { data: url } = useQuery({ ...mediaUrlQuery(stampKey ?? ''), enabled: stampKey !== null });
  if (stampKey && url) return <img className={`${styles.stampImg}${seal.muted ? ` ${styles.stampImgMuted}` : ''}`} src={url} alt={seal.name} />;
  return <Seal {...seal} />;
}
