/**
 * The area's 360° videos (what visitors play under 全景 → VR 视频): its title, the MP4 streamed up
 * with its progress (the server checks it is an MP4 video and measures it), an optional smaller one
 * for weak networks (visitors switch 高清 / 流畅), and a 2:1 poster for the list.
 */
import { useEffect, useRef, useState } from 'react';
import { App, Button, Form, Image, Input, InputNumber, Progress, Space, Tag, Typography, Upload, type FormInstance } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { PANORAMA_TITLE_MAX, PANORAMA_VIDEO_CONTENT_TYPE, PANORAMA_VIDEO_MAX_BYTES } from '@youlan/contract/runtime';
import { consoleRoutes, type ConsolePanoramaVideo, type ConsolePanoramaVideoFile, type PanoramaVideoFields } from '@youlan/contract/console';
import { callConsole, uploadConsoleFile } from '../../platform/api.ts';
import { useT } from '../../platform/i18n/index.ts';
import { useArea } from '../../platform/session.ts';
import { ContentEditor, SortField, nextSort } from '../../ui/content-editor.tsx';
import { PictureField } from '../../ui/picture-field.tsx';
import './panorama.messages.ts';

const MEGABYTE = 1024 * 1024;
const megabytes = (bytes: number) => (bytes / MEGABYTE).toFixed(bytes < 10 * MEGABYTE ? 1 : 0);
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

export function PanoramaVideosTab({ videos, onChanged }: { videos: ConsolePanoramaVideo[]; onChanged: () => void }) {
  const area = useArea();
  const { t } = useT();
  const params = { area: area.code };
  return (
    <ContentEditor<ConsolePanoramaVideo, PanoramaVideoFields>
      testId="video"
      rows={videos}
      addLabel={t('panoramaVideos.add')}
      emptyText={t('panoramaVideos.empty')}
      extra={<Typography.Text type="secondary">{t('panoramaVideos.hint')}</Typography.Text>}
      editorTitle={(row) => (row ? t('common.editing', { name: row.title }) : t('panoramaVideos.add'))}
      confirmDelete={t('panoramaVideos.confirmDelete')}
      onChanged={onChanged}
      drawerWidth={880}
      draftOf={(row) => ({
        title: row?.title ?? '',
        videoKey: row?.videoKey ?? '',
        videoLowKey: row?.videoLowKey ?? null,
        posterKey: row?.posterKey ?? null,
        durationSeconds: row?.durationSeconds ?? 0,
        sort: row?.sort ?? nextSort(videos),
      })}
      save={(body, row) => (row ? callConsole(consoleRoutes.updatePanoramaVideo, { params: { ...params, id: row.id }, body }) : callConsole(consoleRoutes.createPanoramaVideo, { params, body }))}
      remove={(row) => callConsole(consoleRoutes.deletePanoramaVideo, { params: { ...params, id: row.id } })}
      columns={[
        {
          title: t('panoramaVideos.poster'),
          width: 180,
          render: (_, row) =>
            row.posterUrl ? (
              <Image src={row.posterUrl} width={160} height={80} style={{ objectFit: 'cover' }} className="yc-picture" alt="" />
            ) : (
              <div className="yc-picture yc-picture--empty" style={{ width: 160, height: 80 }}>
                {t('panoramaVideos.noPoster')}
              </div>
            ),
        },
        { title: t('panoramaVideos.videoTitle'), dataIndex: 'title', render: (title: string) => <Typography.Text strong>{title}</Typography.Text> },
        { title: t('panoramaVideos.duration'), width: 100, render: (_, row) => clock(row.durationSeconds) },
        { title: t('panoramaVideos.quality'), width: 140, render: (_, row) => (row.videoLowKey ? <Tag color="green">{t('panoramaVideos.twoQualities')}</Tag> : <Tag>{t('panoramaVideos.oneQuality')}</Tag>) },
        { title: t('common.sort'), dataIndex: 'sort', width: 80 },
      ]}
      fields={(form, row) => <VideoFields form={form} row={row} />}
    />
  );
}

function VideoFields({ form, row }: { form: FormInstance<PanoramaVideoFields>; row: ConsolePanoramaVideo | null }) {
  const { t } = useT();
  return (
    <>
      <Form.Item name="title" label={t('panoramaVideos.videoTitle')} rules={[{ required: true, whitespace: true, max: PANORAMA_TITLE_MAX }]}>
        <Input data-testid="video-title" />
      </Form.Item>
      <Form.Item name="durationSeconds" hidden>
        <InputNumber />
      </Form.Item>
      <Form.Item name="videoKey" label={t('panoramaVideos.video')} rules={[{ required: true, message: t('panoramaVideos.videoRequired') }]}>
        <VideoFileField testId="video-file" url={row?.videoUrl ?? null} onUploaded={(file) => form.setFieldValue('durationSeconds', file.durationSeconds)} />
      </Form.Item>
      <Form.Item name="videoLowKey" label={t('panoramaVideos.videoLow')} tooltip={t('panoramaVideos.videoLowHint')}>
        <VideoFileField testId="video-low-file" url={row?.videoLowUrl ?? null} allowClear />
      </Form.Item>
      <Space size="large" align="start">
        <Form.Item name="posterKey" label={t('panoramaVideos.poster')} tooltip={t('panoramaVideos.posterHint')}>
          <PictureField use="panorama" url={row?.posterUrl ?? null} previewWidth={200} testId="video-poster" allowClear />
        </Form.Item>
        <SortField />
      </Space>
    </>
  );
}

/**
 * One MP4 of a video: plays the stored one, uploads a new one with its progress (bytes sent of the
 * file's size), and puts the key the server picked in the form. The type and size are checked here
 * first, so a wrong file fails before hundreds of megabytes go up; the server checks the bytes again.
 */
function VideoFileField({
  value,
  onChange,
  url,
  onUploaded,
  testId,
  allowClear = false,
}: {
  value?: string | null;
  onChange?: (key: string | null) => void;
  url: string | null;
  onUploaded?: (file: ConsolePanoramaVideoFile) => void;
  testId: string;
  allowClear?: boolean;
}) {
  const area = useArea();
  const { t } = useT();
  const { message } = App.useApp();
  const [uploaded, setUploaded] = useState<ConsolePanoramaVideoFile | null>(null);
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  const abort = useRef<AbortController | null>(null);
  // Leaving the form stops an upload still under way.
  useEffect(() => () => abort.current?.abort(), []);
  const upload = useMutation({
    mutationFn: (file: File) => {
      if (!/\.mp4$/i.test(file.name)) throw new Error(t('panoramaVideos.wrongType'));
      if (file.size > PANORAMA_VIDEO_MAX_BYTES) throw new Error(t('panoramaVideos.tooLarge', { max: PANORAMA_VIDEO_MAX_BYTES / MEGABYTE }));
      abort.current = new AbortController();
      setProgress({ sent: 0, total: file.size });
      return uploadConsoleFile(
        consoleRoutes.uploadPanoramaVideo,
        { params: { area: area.code }, file: { bytes: file, contentType: PANORAMA_VIDEO_CONTENT_TYPE } },
        (sent, total) => setProgress({ sent, total }),
        abort.current.signal,
      );
    },
    onSuccess: (file) => {
      setUploaded(file);
      onChange?.(file.key);
      onUploaded?.(file);
      void message.success(t('panoramaVideos.uploaded', { duration: clock(file.durationSeconds), size: megabytes(file.sizeBytes) }));
    },
    onError: (error) => void message.error(t('common.failed', { message: error.message })),
    onSettled: () => setProgress(null),
  });
  const shown = uploaded && uploaded.key === value ? uploaded : null;
  const playable = shown ? shown.url : value ? url : null;
  const percent = progress && progress.total > 0 ? Math.floor((progress.sent / progress.total) * 100) : 0;
  return (
    <Space align="start" wrap data-testid={testId}>
      {playable ? (
        <video src={playable} controls preload="metadata" width={320} height={160} className="yc-picture" style={{ background: '#000' }} data-testid={`${testId}-player`} />
      ) : (
        <div className="yc-picture yc-picture--empty" style={{ width: 320, height: 160 }}>
          {value ? <Typography.Text type="secondary">{value}</Typography.Text> : t('panoramaVideos.none')}
        </div>
      )}
      <Space direction="vertical" style={{ width: 280 }}>
        <Space>
          <Upload
            accept=".mp4,video/mp4"
            showUploadList={false}
            beforeUpload={(file) => {
              upload.mutate(file);
              return Upload.LIST_IGNORE;
            }}
            disabled={upload.isPending}
          >
            <Button loading={upload.isPending} data-testid={`${testId}-upload`}>
              {value ? t('panoramaVideos.replace') : t('panoramaVideos.upload')}
            </Button>
          </Upload>
          {upload.isPending && (
            <Button type="text" onClick={() => abort.current?.abort()}>
              {t('common.cancel')}
            </Button>
          )}
          {allowClear && value && !upload.isPending && (
            <Button type="text" danger onClick={() => onChange?.(null)} data-testid={`${testId}-remove`}>
              {t('panoramaVideos.remove')}
            </Button>
          )}
        </Space>
        {progress && (
          <div data-testid={`${testId}-progress`}>
            <Progress percent={percent} size="small" status="active" />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {percent >= 100 ? t('panoramaVideos.checking') : t('panoramaVideos.sent', { sent: megabytes(progress.sent), total: megabytes(progress.total) })}
            </Typography.Text>
          </div>
        )}
        {shown && (
          <Space wrap size={4} data-testid={`${testId}-facts`}>
            <Tag>{clock(shown.durationSeconds)}</Tag>
            {shown.width && shown.height && <Tag>{`${shown.width} × ${shown.height}`}</Tag>}
            <Tag>{`${megabytes(shown.sizeBytes)} MB`}</Tag>
            {shown.width && shown.height && shown.width !== 2 * shown.height && <Tag color="orange">{t('panoramaVideos.not2to1')}</Tag>}
          </Space>
        )}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('panoramaVideos.fileHint', { max: PANORAMA_VIDEO_MAX_BYTES / MEGABYTE })}
        </Typography.Text>
      </Space>
    </Space>
  );
}
