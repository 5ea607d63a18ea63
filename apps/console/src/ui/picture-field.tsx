/**
 * A picture in a content form: shows the current one, uploads a new one through the console's
 * picture upload (the server checks it for its use, strips metadata and picks the key) and puts
 * the key in the form. Type and size are checked here first, so a wrong file fails at once.
 */
import { useState } from 'react';
import { App, Button, Image, Space, Typography, Upload } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { PICTURE_CONTENT_TYPES, PICTURE_MAX_BYTES, type PictureUse } from '@youlan/contract/runtime';
import { consoleRoutes, type ConsolePicture } from '@youlan/contract/console';
import { callConsole } from '../platform/api.ts';
import { useT } from '../platform/i18n/index.ts';
import { useArea } from '../platform/session.ts';

/** Extensions a use accepts: SVG only for drawings (the map, stamps, pose outlines, the logo). */
function acceptedExtensions(use: PictureUse): string[] {
  const drawings: PictureUse[] = ['map', 'stamp', 'poseOutline', 'logo'];
  return Object.keys(PICTURE_CONTENT_TYPES).filter((ext) => (ext === 'svg' ? drawings.includes(use) : use !== 'poseOutline' || !['jpg', 'jpeg'].includes(ext)));
}

/**
 * Uploads a picture for a use: the file's type and size are checked here first (a wrong file fails
 * at once), then the server checks it again for its use. `onUploaded` gets the server's answer.
 */
export function useUploadPicture(use: PictureUse, onUploaded: (picture: ConsolePicture) => void) {
  const area = useArea();
  const { t } = useT();
  const { message } = App.useApp();
  const extensions = acceptedExtensions(use);
  const upload = useMutation({
    mutationFn: (file: File) => {
      const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
      if (!extensions.includes(extension)) throw new Error(t('picture.wrongType', { types: extensions.join(', ').toUpperCase() }));
      if (file.size > PICTURE_MAX_BYTES) throw new Error(t('picture.tooLarge', { max: PICTURE_MAX_BYTES / 1024 / 1024 }));
      const contentType = PICTURE_CONTENT_TYPES[extension as keyof typeof PICTURE_CONTENT_TYPES];
      return callConsole(consoleRoutes.uploadPicture, { params: { area: area.code }, query: { use }, file: { bytes: file, contentType } });
    },
    onSuccess: onUploaded,
    onError: (error) => void message.error(t('common.failed', { message: error.message })),
  });
  return { upload, accept: extensions.map((ext) => `.${ext}`).join(','), extensions };
}

export function PictureField({
  use,
  value,
  onChange,
  url,
  onUploaded,
  testId,
  previewWidth = 160,
  allowClear = false,
}: {
  use: PictureUse;
  value?: string | null;
  onChange?: (key: string | null) => void;
  /** A signed URL of the stored picture the value names, when the page has one. */
  url?: string | null;
  /** The whole answer of an upload (its small version's key, its size). */
  onUploaded?: (picture: ConsolePicture) => void;
  testId: string;
  previewWidth?: number;
  allowClear?: boolean;
}) {
  const { t } = useT();
  const { message } = App.useApp();
  const [uploaded, setUploaded] = useState<ConsolePicture | null>(null);
  const { upload, accept, extensions } = useUploadPicture(use, (picture) => {
    setUploaded(picture);
    onChange?.(picture.key);
    onUploaded?.(picture);
    void message.success(t('picture.uploaded', { width: picture.width, height: picture.height }));
  });
  const shown = uploaded && uploaded.key === value ? uploaded.url : value ? url : null;
  return (
    <Space align="start" wrap data-testid={testId}>
      {shown ? (
        <Image src={shown} width={previewWidth} className="yc-picture" alt="" data-testid={`${testId}-preview`} />
      ) : (
        <div className="yc-picture yc-picture--empty" style={{ width: previewWidth }}>
          {value ? <Typography.Text type="secondary">{value}</Typography.Text> : t('picture.none')}
        </div>
      )}
      <Space direction="vertical">
        <Upload
          accept={accept}
          showUploadList={false}
          beforeUpload={(file) => {
            upload.mutate(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button loading={upload.isPending} data-testid={`${testId}-upload`}>
            {value ? t('picture.replace') : t('picture.upload')}
          </Button>
        </Upload>
        {allowClear && value && (
          <Button type="text" danger onClick={() => onChange?.(null)}>
            {t('picture.remove')}
          </Button>
        )}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t(`picture.hint.${use}`, { types: extensions.filter((ext) => ext !== 'jpeg').join(' / ').toUpperCase(), max: PICTURE_MAX_BYTES / 1024 / 1024 })}
        </Typography.Text>
      </Space>
    </Space>
  );
}
