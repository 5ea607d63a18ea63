/**
 * Audio in a content form (a place's guide, the map's background music): plays the current file,
 * uploads a new one through the console's audio upload (the server checks it is playable and
 * measures it) and puts the key in the form.
 */
import { useState } from 'react';
import { App, Button, Space, Tag, Typography, Upload } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { AUDIO_CONTENT_TYPES } from '@youlan/contract/runtime';
import { consoleRoutes } from '@youlan/contract/console';
import { callConsole } from '../platform/api.ts';
import { useT } from '../platform/i18n/index.ts';
import { useArea } from '../platform/session.ts';

export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export function AudioField({
  value,
  onChange,
  url,
  emptyText,
  testId,
}: {
  value?: string | null;
  onChange?: (key: string | null) => void;
  /** A signed URL of the stored audio the value names, when the page has one. */
  url?: string | null;
  /** What shows without audio. */
  emptyText: string;
  testId: string;
}) {
  const area = useArea();
  const { t } = useT();
  const { message } = App.useApp();
  const key = value ?? null;
  // The URL to play the audio the form names: the stored one, or the one just uploaded.
  const [audio, setAudio] = useState<{ key: string; url: string; durationSeconds: number | null } | null>(key && url ? { key, url, durationSeconds: null } : null);
  const upload = useMutation({
    mutationFn: (file: File) => {
      const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
      const contentType = (AUDIO_CONTENT_TYPES as Record<string, string>)[extension];
      if (!contentType) throw new Error(t('audio.upload'));
      return callConsole(consoleRoutes.uploadPlaceAudio, { params: { area: area.code }, file: { bytes: file, contentType } });
    },
    onSuccess: (uploaded) => {
      setAudio(uploaded);
      onChange?.(uploaded.key);
      void message.success(t('audio.uploaded', { duration: formatDuration(uploaded.durationSeconds) }));
    },
    onError: (error) => void message.error(t('common.failed', { message: error.message })),
  });
  const shown = audio && audio.key === key ? audio : null;
  return (
    <Space align="center" wrap data-testid={testId}>
      {shown ? (
        <AudioPreview key={shown.url} url={shown.url} knownSeconds={shown.durationSeconds} testId={testId} />
      ) : (
        <Typography.Text type="secondary">{key ?? emptyText}</Typography.Text>
      )}
      <Upload
        accept={Object.keys(AUDIO_CONTENT_TYPES)
          .map((ext) => `.${ext}`)
          .join(',')}
        showUploadList={false}
        beforeUpload={(file) => {
          upload.mutate(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button loading={upload.isPending} data-testid={`${testId}-upload`}>
          {key ? t('audio.replace') : t('audio.upload')}
        </Button>
      </Upload>
      {key && (
        <Button danger type="text" onClick={() => onChange?.(null)} data-testid={`${testId}-remove`}>
          {t('audio.remove')}
        </Button>
      )}
    </Space>
  );
}

/** A player and the duration: the server's measurement after an upload, else what the browser reads of the file. */
function AudioPreview({ url, knownSeconds, testId }: { url: string; knownSeconds: number | null; testId: string }) {
  const { t } = useT();
  const [seconds, setSeconds] = useState<number | null>(knownSeconds);
  return (
    <Space align="center">
      <audio controls preload="metadata" src={url} onLoadedMetadata={(event) => Number.isFinite(event.currentTarget.duration) && setSeconds((known) => known ?? event.currentTarget.duration)} />
      {seconds !== null && <Tag data-testid={`${testId}-duration`}>{t('audio.duration', { duration: formatDuration(seconds) })}</Tag>}
    </Space>
  );
}
