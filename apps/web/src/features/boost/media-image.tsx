/** A stored picture by its key: a calm placeholder of the same size until its signed URL and bytes arrive. */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { mediaUrlQuery } from '../../platform/media-url.ts';

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
    <span className={`yl-boost-media ${className}${url && loadedUrl === url ? ' is-loaded' : ''}`}>
      {url && <img src={url} alt={alt} loading="lazy" decoding="async" onLoad={() => setLoadedUrl(url)} data-testid={testId} />}
    </span>
  );
}

/** The name in the visitor's language, the Chinese one when no English one was given. */
export function localName(name: string, nameEn: string | null, language: string): string {
  return (language === 'en' && nameEn) || name;
}
