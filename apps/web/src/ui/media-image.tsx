/** A stored picture by its key: a calm placeholder of the same size until its signed URL and bytes arrive. */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { mediaUrlQuery } from '../platform/media-url.ts';
import styles from './media-image.module.css';

interface MediaImageProps {
  mediaKey: string | null;
  alt: string;
  className?: string;
  testId?: string;
}

export function MediaImage({ mediaKey, alt, className = '', testId }: MediaImageProps) {
  const { data: url } = useQuery({ ...mediaUrlQuery(mediaKey ?? ''), enabled: mediaKey !== null });
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  return (
    <span className={`${styles.media} ${className}${url && loadedUrl === url ? ' is-loaded' : ''}`}>
      {url && <img src={url} alt={alt} loading="lazy" decoding="async" onLoad={() => setLoadedUrl(url)} data-testid={testId} />}
    </span>
  );
}
