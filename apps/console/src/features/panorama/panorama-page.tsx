/**
 * The area's panoramas (docs/panorama.md), in two tabs. The tour's scenes: the 2:1 picture, the view
 * a scene opens on, and its markers, placed by clicking the flat picture (its column is the yaw, its
 * row the pitch, as Photo Sphere Viewer reads them), each walking to another scene or opening a place.
 * The 360° videos: panorama-videos.tsx.
 */
import { useState, type MouseEvent } from 'react';
import { Button, Form, Image, Input, InputNumber, Radio, Select, Space, Tag, Typography, type FormInstance } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CONTENT_SORT_MAX, PANORAMA_LABEL_MAX, PANORAMA_MARKERS_MAX, PANORAMA_TITLE_MAX } from '@youlan/contract/runtime';
import { consoleRoutes, type ConsoleData, type ConsolePanoramaScene, type PanoramaSceneFields } from '@youlan/contract/console';
import { callConsole } from '../../platform/api.ts';
import { useT } from '../../platform/i18n/index.ts';
import { useArea } from '../../platform/session.ts';
import { TabbedPage } from '../../ui/tabbed-page.tsx';
import { ContentEditor, nextSort } from '../../ui/content-editor.tsx';
import { PictureField } from '../../ui/picture-field.tsx';
import { PanoramaVideosTab } from './panorama-videos.tsx';
import './panorama.messages.ts';

type Catalogue = ConsoleData<typeof consoleRoutes.getConsolePanorama>;
type Draft = PanoramaSceneFields;

// The flat picture's coordinates and the sphere's angles (docs/panorama.md, "Angles").
const toAngles = (x: number, y: number) => ({ yaw: Number(((x - 0.5) * 2 * Math.PI).toFixed(4)), pitch: Number(((0.5 - y) * Math.PI).toFixed(4)) });
const toPercent = (yaw: number, pitch: number) => ({ left: `${(yaw / (2 * Math.PI) + 0.5) * 100}%`, top: `${(0.5 - pitch / Math.PI) * 100}%` });
const degrees = (radians: number) => `${Math.round((radians * 180) / Math.PI)}°`;

export function PanoramaPage() {
  const area = useArea();
  const { t } = useT();
  const client = useQueryClient();
  const tour = useQuery({ queryKey: ['panorama', area.code], queryFn: () => callConsole(consoleRoutes.getConsolePanorama, { params: { area: area.code } }) });
  const refresh = () => void client.invalidateQueries({ queryKey: ['panorama', area.code] });
  return (
    <TabbedPage
      testId="panorama"
      title={t('panoramaEditor.pageTitle')}
      query={tour}
      tabs={(data) => [
        { key: 'scenes', label: t('panoramaEditor.tabs.scenes', { count: data.scenes.length }), children: <ScenesTab data={data} onChanged={refresh} /> },
        { key: 'videos', label: t('panoramaEditor.tabs.videos', { count: data.videos.length }), children: <PanoramaVideosTab videos={data.videos} onChanged={refresh} /> },
      ]}
    />
  );
}

function ScenesTab({ data, onChanged }: { data: Catalogue; onChanged: () => void }) {
  const area = useArea();
  const { t } = useT();
  const params = { area: area.code };
  return (
    <ContentEditor<ConsolePanoramaScene, Draft>
      testId="scene"
      rows={data.scenes}
      addLabel={t('panoramaEditor.add')}
      emptyText={t('panoramaEditor.empty')}
      extra={<Typography.Text type="secondary">{t('panoramaEditor.hint')}</Typography.Text>}
      editorTitle={(row) => (row ? t('common.editing', { name: row.title }) : t('panoramaEditor.add'))}
      confirmDelete={t('panoramaEditor.confirmDelete')}
      onChanged={onChanged}
      drawerWidth={1040}
      draftOf={(row) => ({
        title: row?.title ?? '',
        imageKey: row?.imageKey ?? '',
        previewKey: row?.previewKey ?? null,
        initialView: row?.initialView ?? { yaw: 0, pitch: 0, zoom: 50 },
        sort: row?.sort ?? nextSort(data.scenes),
        // The console reads a marker's label as the visitors' text; it edits the source.
        markers: row?.markers ?? [],
      })}
      save={(body, row) => (row ? callConsole(consoleRoutes.updatePanoramaScene, { params: { ...params, id: row.id }, body }) : callConsole(consoleRoutes.createPanoramaScene, { params, body }))}
      remove={(row) => callConsole(consoleRoutes.deletePanoramaScene, { params: { ...params, id: row.id } })}
      columns={[
        { title: t('panoramaEditor.picture'), width: 180, render: (_, row) => <Image src={row.previewUrl ?? row.imageUrl} preview={{ src: row.imageUrl }} width={160} height={80} style={{ objectFit: 'cover' }} className="yc-picture" alt="" /> },
        { title: t('panoramaEditor.sceneTitle'), dataIndex: 'title', render: (title: string) => <Typography.Text strong>{title}</Typography.Text> },
        { title: t('panoramaEditor.markers'), width: 120, render: (_, row) => t('panoramaEditor.markerCount', { count: row.markers.length }) },
        { title: t('common.sort'), dataIndex: 'sort', width: 80 },
      ]}
      fields={(form, row) => <SceneFields form={form} row={row} data={data} />}
    />
  );
}

function SceneFields({ form, row, data }: { form: FormInstance<Draft>; row: ConsolePanoramaScene | null; data: Catalogue }) {
  const { t } = useT();
  const [uploadedUrl, setUploadedUrl] = useState<{ key: string; url: string } | null>(null);
  const [mode, setMode] = useState<'marker' | 'view'>('marker');
  const imageKey = Form.useWatch('imageKey', form) as string | undefined;
  const markers = (Form.useWatch('markers', form) as Draft['markers'] | undefined) ?? [];
  const view = (Form.useWatch('initialView', form) as Draft['initialView'] | undefined) ?? row?.initialView ?? { yaw: 0, pitch: 0, zoom: 50 };
  const pictureUrl = uploadedUrl && uploadedUrl.key === imageKey ? uploadedUrl.url : imageKey && imageKey === row?.imageKey ? row.imageUrl : null;
  const otherScenes = data.scenes.filter((scene) => scene.id !== row?.id);

  const place = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const angles = toAngles((event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height);
    if (mode === 'view') return form.setFieldValue('initialView', { ...view, ...angles });
    if (markers.length >= PANORAMA_MARKERS_MAX) return;
    const target = otherScenes[0] ? { kind: 'scene' as const, sceneId: otherScenes[0].id } : { kind: 'place' as const, placeId: data.places[0]?.id ?? 0 };
    form.setFieldValue('markers', [...markers, { ...angles, label: '', target }]);
  };

  return (
    <>
      <Form.Item name="title" label={t('panoramaEditor.sceneTitle')} rules={[{ required: true, whitespace: true, max: PANORAMA_TITLE_MAX }]}>
        <Input data-testid="scene-title" />
      </Form.Item>
      <Form.Item name="previewKey" hidden>
        <Input />
      </Form.Item>
      <Space size="large" align="start">
        <Form.Item name="imageKey" label={t('panoramaEditor.picture')} rules={[{ required: true, message: t('panoramaEditor.pictureRequired') }]}>
          <PictureField
            use="panorama"
            url={row?.imageUrl ?? null}
            previewWidth={200}
            testId="scene-picture"
            onUploaded={(picture) => {
              setUploadedUrl({ key: picture.key, url: picture.url });
              form.setFieldValue('previewKey', picture.smallKey);
            }}
          />
        </Form.Item>
        <Form.Item name={['initialView', 'zoom']} label={t('panoramaEditor.zoom')} tooltip={t('panoramaEditor.zoomHint')} rules={[{ required: true }]}>
          <InputNumber min={0} max={100} />
        </Form.Item>
        <Form.Item name="sort" label={t('common.sort')} rules={[{ required: true }]}>
          <InputNumber min={0} max={CONTENT_SORT_MAX} precision={0} />
        </Form.Item>
      </Space>
      <Form.Item name={['initialView', 'yaw']} hidden>
        <InputNumber />
      </Form.Item>
      <Form.Item name={['initialView', 'pitch']} hidden>
        <InputNumber />
      </Form.Item>
      {pictureUrl ? (
        <>
          <Space style={{ marginBottom: 8 }}>
            <Radio.Group value={mode} onChange={(event) => setMode(event.target.value as typeof mode)} optionType="button" size="small">
              <Radio.Button value="marker" data-testid="scene-mode-marker">
                {t('panoramaEditor.modeMarker')}
              </Radio.Button>
              <Radio.Button value="view" data-testid="scene-mode-view">
                {t('panoramaEditor.modeView')}
              </Radio.Button>
            </Radio.Group>
            <Typography.Text type="secondary">{t(mode === 'marker' ? 'panoramaEditor.markerHint' : 'panoramaEditor.viewHint', { yaw: degrees(view.yaw), pitch: degrees(view.pitch) })}</Typography.Text>
          </Space>
          <div className="yc-pano" onClick={place} data-testid="scene-canvas">
            <img src={pictureUrl} alt="" draggable={false} />
            <span className="yc-pano__view" style={toPercent(view.yaw, view.pitch)} />
            {markers.map((marker, index) => (
              <span key={index} className={`yc-pano__pin yc-pano__pin--${marker.target.kind}`} style={toPercent(marker.yaw, marker.pitch)}>
                {index + 1}
              </span>
            ))}
          </div>
        </>
      ) : (
        <Typography.Paragraph type="secondary">{t('panoramaEditor.uploadFirst')}</Typography.Paragraph>
      )}
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('panoramaEditor.markers')}
      </Typography.Title>
      <Form.List name="markers">
        {(entries, { remove }) =>
          entries.length === 0 ? (
            <Typography.Text type="secondary">{t('panoramaEditor.noMarkers')}</Typography.Text>
          ) : (
            entries.map((entry, index) => {
              const marker = markers[index];
              return (
                <div key={entry.key} className="yc-list-row">
                  <Space align="start" wrap>
                    <Tag color={marker?.target.kind === 'place' ? 'orange' : 'blue'} style={{ marginTop: 30 }}>
                      {index + 1}
                    </Tag>
                    <Form.Item name={[entry.name, 'label']} label={t('panoramaEditor.label')} rules={[{ required: true, whitespace: true, max: PANORAMA_LABEL_MAX }]}>
                      <Input style={{ width: 160 }} data-testid={`marker-label-${index}`} />
                    </Form.Item>
                    <Form.Item label={t('panoramaEditor.target')}>
                      <Space.Compact>
                        <Form.Item name={[entry.name, 'target', 'kind']} noStyle>
                          <Select
                            style={{ width: 110 }}
                            options={[
                              { value: 'scene', label: t('panoramaEditor.toScene'), disabled: otherScenes.length === 0 },
                              { value: 'place', label: t('panoramaEditor.toPlace') },
                            ]}
                            onChange={(kind: 'scene' | 'place') =>
                              form.setFieldValue(['markers', entry.name, 'target'], kind === 'scene' ? { kind, sceneId: otherScenes[0]?.id } : { kind, placeId: data.places[0]?.id })
                            }
                          />
                        </Form.Item>
                        {marker?.target.kind === 'place' ? (
                          <Form.Item name={[entry.name, 'target', 'placeId']} noStyle rules={[{ required: true }]}>
                            <Select showSearch optionFilterProp="label" style={{ width: 180 }} options={data.places.map((p) => ({ value: p.id, label: p.name }))} />
                          </Form.Item>
                        ) : (
                          <Form.Item name={[entry.name, 'target', 'sceneId']} noStyle rules={[{ required: true }]}>
                            <Select style={{ width: 180 }} options={otherScenes.map((s) => ({ value: s.id, label: s.title }))} />
                          </Form.Item>
                        )}
                      </Space.Compact>
                    </Form.Item>
                    <Typography.Text type="secondary" style={{ display: 'inline-block', marginTop: 36 }}>
                      {marker ? `${degrees(marker.yaw)} / ${degrees(marker.pitch)}` : ''}
                    </Typography.Text>
                  </Space>
                  <Button type="text" danger onClick={() => remove(entry.name)} style={{ marginTop: 30 }}>
                    {t('common.delete')}
                  </Button>
                </div>
              );
            })
          )
        }
      </Form.List>
    </>
  );
}
