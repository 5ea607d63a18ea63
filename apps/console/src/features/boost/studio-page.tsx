/**
 * The photo studio's catalogue (docs/boost.md), in four tabs: pose categories, poses with their
 * outline, photo spots (a place, where to stand, the poses offered there with sample photos) and
 * the sky library. Texts in the area's main language (translations: the translation board);
 * pictures through the picture upload.
 */
import { useState } from 'react';
import { Button, Form, Image, Input, InputNumber, Select, Space, Tag, Typography, Upload } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SKY_TIMES_OF_DAY, STUDIO_NAME_MAX, STUDIO_SAMPLES_MAX, STUDIO_STAND_DISTANCE_MAX_METERS, STUDIO_TIPS_MAX } from '@youlan/contract/runtime';
import { consoleRoutes, type ConsoleData, type ConsolePhotoSpot, type ConsolePose, type ConsolePoseSku, type ConsoleSky, type PhotoSpotFields, type PoseFields, type SkyFields } from '@youlan/contract/console';
import { callConsole } from '../../platform/api.ts';
import { useT } from '../../platform/i18n/index.ts';
import { useArea } from '../../platform/session.ts';
import { TabbedPage } from '../../ui/tabbed-page.tsx';
import { ContentEditor, PlaceOfRowField, SortField, nextSort } from '../../ui/content-editor.tsx';
import { PictureField, useUploadPicture } from '../../ui/picture-field.tsx';
import './boost.messages.ts';

type Studio = ConsoleData<typeof consoleRoutes.getConsoleStudio>;

export function StudioPage() {
  const area = useArea();
  const { t } = useT();
  const client = useQueryClient();
  const studio = useQuery({ queryKey: ['studio', area.code], queryFn: () => callConsole(consoleRoutes.getConsoleStudio, { params: { area: area.code } }) });
  const refresh = () => void client.invalidateQueries({ queryKey: ['studio', area.code] });
  return (
    <TabbedPage
      testId="studio"
      title={t('boost.title')}
      query={studio}
      tabs={(data) => [
        { key: 'poses', label: t('boost.tabs.poses', { count: data.poses.length }), children: <PosesTab data={data} onChanged={refresh} /> },
        { key: 'skus', label: t('boost.tabs.skus', { count: data.skus.length }), children: <SkusTab data={data} onChanged={refresh} /> },
        { key: 'spots', label: t('boost.tabs.spots', { count: data.spots.length }), children: <SpotsTab data={data} onChanged={refresh} /> },
        { key: 'skies', label: t('boost.tabs.skies', { count: data.skies.length }), children: <SkiesTab data={data} onChanged={refresh} /> },
      ]}
    />
  );
}

interface TabProps {
  data: Studio;
  onChanged: () => void;
}

function NameFields({ nameLabel, withTips }: { nameLabel: string; withTips?: boolean }) {
  const { t } = useT();
  return (
    <>
      <Form.Item name="name" label={nameLabel} rules={[{ required: true, whitespace: true, max: STUDIO_NAME_MAX }]}>
        <Input data-testid="studio-name" />
      </Form.Item>
      {withTips && (
        <Form.Item name="tips" label={t('boost.tips')} rules={[{ max: STUDIO_TIPS_MAX }]}>
          <Input.TextArea rows={4} />
        </Form.Item>
      )}
    </>
  );
}

function SkusTab({ data, onChanged }: TabProps) {
  const area = useArea();
  const { t } = useT();
  const params = { area: area.code };
  const count = (id: number) => data.poses.filter((p) => p.skuId === id).length;
  return (
    <ContentEditor<ConsolePoseSku, { name: string; sort: number }>
      testId="pose-sku"
      rows={data.skus}
      addLabel={t('boost.addSku')}
      emptyText={t('boost.emptySkus')}
      extra={<Typography.Text type="secondary">{t('boost.skusHint')}</Typography.Text>}
      editorTitle={(row) => (row ? t('common.editing', { name: row.name }) : t('boost.addSku'))}
      confirmDelete={t('boost.confirmDeleteSku')}
      onChanged={onChanged}
      drawerWidth={640}
      draftOf={(row) => ({ name: row?.name ?? '', sort: row?.sort ?? nextSort(data.skus) })}
      save={(body, row) => (row ? callConsole(consoleRoutes.updatePoseSku, { params: { ...params, id: row.id }, body }) : callConsole(consoleRoutes.createPoseSku, { params, body }))}
      remove={(row) => callConsole(consoleRoutes.deletePoseSku, { params: { ...params, id: row.id } })}
      columns={[
        { title: t('boost.skuName'), dataIndex: 'name', render: (name: string) => <Typography.Text strong>{name}</Typography.Text> },
        { title: t('boost.poseCount'), width: 120, render: (_, row) => count(row.id) },
        { title: t('common.sort'), dataIndex: 'sort', width: 80 },
      ]}
      fields={() => (
        <>
          <NameFields nameLabel={t('boost.skuName')} />
          <SortField />
        </>
      )}
    />
  );
}

function PosesTab({ data, onChanged }: TabProps) {
  const area = useArea();
  const { t } = useT();
  const params = { area: area.code };
  const skuName = (id: number) => data.skus.find((s) => s.id === id)?.name ?? String(id);
  return (
    <ContentEditor<ConsolePose, PoseFields>
      testId="pose"
      rows={data.poses}
      addLabel={t('boost.addPose')}
      emptyText={t('boost.emptyPoses')}
      editorTitle={(row) => (row ? t('common.editing', { name: row.name }) : t('boost.addPose'))}
      confirmDelete={t('boost.confirmDeletePose')}
      onChanged={onChanged}
      draftOf={(row) => ({
        skuId: row?.skuId ?? data.skus[0]?.id ?? 0,
        name: row?.name ?? '',
        outlineKey: row?.outlineKey ?? null,
        tips: row?.tips ?? '',
        sort: row?.sort ?? nextSort(data.poses),
      })}
      save={(body, row) => (row ? callConsole(consoleRoutes.updatePose, { params: { ...params, id: row.id }, body }) : callConsole(consoleRoutes.createPose, { params, body }))}
      remove={(row) => callConsole(consoleRoutes.deletePose, { params: { ...params, id: row.id } })}
      columns={[
        { title: t('boost.outline'), width: 90, render: (_, row) => (row.outlineUrl ? <Image src={row.outlineUrl} width={48} height={64} className="yc-picture" alt="" /> : '—') },
        { title: t('boost.poseName'), dataIndex: 'name', render: (name: string) => <Typography.Text strong>{name}</Typography.Text> },
        { title: t('boost.sku'), width: 140, render: (_, row) => <Tag>{skuName(row.skuId)}</Tag> },
        { title: t('boost.tips'), render: (_, row) => <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0, maxWidth: 420 }}>{row.tips || '—'}</Typography.Paragraph> },
        { title: t('common.sort'), dataIndex: 'sort', width: 80 },
      ]}
      fields={(_form, row) => (
        <>
          <Space size="large" align="start">
            <Form.Item name="skuId" label={t('boost.sku')} rules={[{ required: true }]}>
              <Select style={{ width: 220 }} options={data.skus.map((s) => ({ value: s.id, label: s.name }))} data-testid="pose-sku-select" />
            </Form.Item>
            <SortField />
          </Space>
          <NameFields nameLabel={t('boost.poseName')} withTips />
          <Form.Item name="outlineKey" label={t('boost.outline')} tooltip={t('boost.outlineHint')}>
            <PictureField use="poseOutline" url={row?.outlineUrl ?? null} testId="pose-outline" previewWidth={120} allowClear />
          </Form.Item>
        </>
      )}
    />
  );
}

function SpotsTab({ data, onChanged }: TabProps) {
  const area = useArea();
  const { t } = useT();
  const params = { area: area.code };
  const placeName = (id: number) => data.places.find((p) => p.id === id)?.name ?? String(id);
  const poseName = (id: number) => data.poses.find((p) => p.id === id)?.name ?? String(id);
  // The URL of every sample already stored, to show it in the editor.
  const sampleUrls = new Map(data.spots.flatMap((spot) => spot.poses.flatMap((entry) => entry.sampleKeys.map((key, index) => [key, entry.sampleUrls[index] ?? ''] as const))));
  return (
    <ContentEditor<ConsolePhotoSpot, PhotoSpotFields>
      testId="photo-spot"
      rows={data.spots}
      addLabel={t('boost.addSpot')}
      emptyText={t('boost.emptySpots')}
      extra={<Typography.Text type="secondary">{t('boost.spotsHint')}</Typography.Text>}
      editorTitle={(row) => (row ? t('common.editing', { name: placeName(row.placeId) }) : t('boost.addSpot'))}
      confirmDelete={t('boost.confirmDeleteSpot')}
      onChanged={onChanged}
      drawerWidth={820}
      draftOf={(row) => ({
        placeId: row?.placeId ?? 0,
        tips: row?.tips ?? '',
        standDistanceMeters: row?.standDistanceMeters ?? null,
        sort: row?.sort ?? nextSort(data.spots),
        poses: row?.poses.map(({ poseId, sampleKeys }) => ({ poseId, sampleKeys })) ?? [],
      })}
      save={(draft, row) => {
        const body = { ...draft, standDistanceMeters: draft.standDistanceMeters ?? null };
        return row ? callConsole(consoleRoutes.updatePhotoSpot, { params: { ...params, id: row.id }, body }) : callConsole(consoleRoutes.createPhotoSpot, { params, body });
      }}
      remove={(row) => callConsole(consoleRoutes.deletePhotoSpot, { params: { ...params, id: row.id } })}
      columns={[
        { title: t('boost.place'), width: 160, render: (_, row) => <Typography.Text strong>{placeName(row.placeId)}</Typography.Text> },
        {
          title: t('boost.spotPoses'),
          render: (_, row) => (
            <Space wrap size={4}>
              {row.poses.map((entry) => (
                <Tag key={entry.poseId}>
                  {poseName(entry.poseId)} · {t('boost.sampleCount', { count: entry.sampleKeys.length })}
                </Tag>
              ))}
            </Space>
          ),
        },
        { title: t('boost.standDistance'), dataIndex: 'standDistanceMeters', width: 120, render: (m: number | null) => (m === null ? '—' : `${m} m`) },
        { title: t('common.sort'), dataIndex: 'sort', width: 80 },
      ]}
      fields={(_form, row) => (
        <>
          <Space size="large" align="start">
            <PlaceOfRowField label={t('boost.place')} message={t('boost.pickPlace')} places={data.places} rows={data.spots} row={row} width={240} testId="spot-place" />
            <Form.Item name="standDistanceMeters" label={t('boost.standDistance')} tooltip={t('boost.standDistanceHint')}>
              <InputNumber min={0} max={STUDIO_STAND_DISTANCE_MAX_METERS} addonAfter="m" style={{ width: 140 }} />
            </Form.Item>
            <SortField />
          </Space>
          <Form.Item name="tips" label={t('boost.tips')} rules={[{ max: STUDIO_TIPS_MAX }]}>
            <Input.TextArea rows={3} />
          </Form.Item>
          <Typography.Title level={5}>{t('boost.spotPoses')}</Typography.Title>
          <Form.List name="poses">
            {(entries, { add, remove }) => (
              <>
                {entries.map((entry, index) => (
                  <div key={entry.key} className="yc-list-row">
                    <Space align="start" wrap>
                      <Form.Item name={[entry.name, 'poseId']} label={t('boost.pose')} rules={[{ required: true }]}>
                        <Select showSearch optionFilterProp="label" style={{ width: 220 }} options={data.poses.map((p) => ({ value: p.id, label: p.name }))} data-testid={`spot-pose-${index}`} />
                      </Form.Item>
                      <Form.Item name={[entry.name, 'sampleKeys']} label={t('boost.samples')}>
                        <SamplesField known={sampleUrls} testId={`spot-samples-${index}`} />
                      </Form.Item>
                    </Space>
                    <Button type="text" danger onClick={() => remove(entry.name)}>
                      {t('common.delete')}
                    </Button>
                  </div>
                ))}
                <Button onClick={() => add({ poseId: undefined, sampleKeys: [] })} data-testid="spot-pose-add">
                  {t('boost.addSpotPose')}
                </Button>
              </>
            )}
          </Form.List>
        </>
      )}
    />
  );
}

/** The sample photos of a pose at a spot, best first: thumbnails to remove, and an upload to add one. */
function SamplesField({ value = [], onChange, known, testId }: { value?: string[]; onChange?: (keys: string[]) => void; known: ReadonlyMap<string, string>; testId: string }) {
  const { t } = useT();
  const [uploaded, setUploaded] = useState<Map<string, string>>(new Map());
  const { upload, accept } = useUploadPicture('poseSample', (picture) => {
    setUploaded((urls) => new Map(urls).set(picture.key, picture.url));
    onChange?.([...value, picture.key]);
  });
  return (
    <Space wrap data-testid={testId}>
      {value.map((key) => (
        <div key={key} className="yc-sample">
          <Image src={uploaded.get(key) ?? known.get(key)} width={72} height={72} className="yc-picture" style={{ objectFit: 'cover' }} alt="" />
          <Button size="small" type="text" danger onClick={() => onChange?.(value.filter((k) => k !== key))}>
            {t('picture.remove')}
          </Button>
        </div>
      ))}
      {value.length < STUDIO_SAMPLES_MAX && (
        <Upload
          accept={accept}
          showUploadList={false}
          beforeUpload={(file) => {
            upload.mutate(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button loading={upload.isPending} data-testid={`${testId}-upload`}>
            {t('boost.addSample')}
          </Button>
        </Upload>
      )}
    </Space>
  );
}

function SkiesTab({ data, onChanged }: TabProps) {
  const area = useArea();
  const { t } = useT();
  const params = { area: area.code };
  return (
    <ContentEditor<ConsoleSky, SkyFields>
      testId="sky"
      rows={data.skies}
      addLabel={t('boost.addSky')}
      emptyText={t('boost.emptySkies')}
      extra={<Typography.Text type="secondary">{t('boost.skiesHint')}</Typography.Text>}
      editorTitle={(row) => (row ? t('common.editing', { name: row.name }) : t('boost.addSky'))}
      confirmDelete={t('boost.confirmDeleteSky')}
      onChanged={onChanged}
      draftOf={(row) => ({
        name: row?.name ?? '',
        timeOfDay: row?.timeOfDay ?? 'day',
        imageKey: row?.imageKey ?? '',
        thumbnailKey: row?.thumbnailKey ?? null,
        sort: row?.sort ?? nextSort(data.skies),
      })}
      save={(body, row) => (row ? callConsole(consoleRoutes.updateSky, { params: { ...params, id: row.id }, body }) : callConsole(consoleRoutes.createSky, { params, body }))}
      remove={(row) => callConsole(consoleRoutes.deleteSky, { params: { ...params, id: row.id } })}
      columns={[
        { title: t('boost.skyPicture'), width: 120, render: (_, row) => <Image src={row.thumbnailUrl} width={96} height={54} style={{ objectFit: 'cover' }} className="yc-picture" alt="" /> },
        { title: t('boost.skyName'), dataIndex: 'name', render: (name: string) => <Typography.Text strong>{name}</Typography.Text> },
        { title: t('boost.timeOfDay'), dataIndex: 'timeOfDay', width: 140, render: (time: ConsoleSky['timeOfDay']) => <Tag>{t(`boost.times.${time}`)}</Tag> },
        { title: t('common.sort'), dataIndex: 'sort', width: 80 },
      ]}
      fields={(form, row) => (
        <>
          <NameFields nameLabel={t('boost.skyName')} />
          <Space size="large" align="start">
            <Form.Item name="timeOfDay" label={t('boost.timeOfDay')} rules={[{ required: true }]}>
              <Select style={{ width: 200 }} options={SKY_TIMES_OF_DAY.map((time) => ({ value: time, label: t(`boost.times.${time}`) }))} />
            </Form.Item>
            <SortField />
          </Space>
          <Form.Item name="thumbnailKey" hidden>
            <Input />
          </Form.Item>
          <Form.Item name="imageKey" label={t('boost.skyPicture')} rules={[{ required: true, message: t('boost.skyPictureRequired') }]}>
            <PictureField use="sky" url={row?.imageUrl ?? null} testId="sky-picture" previewWidth={240} onUploaded={(picture) => form.setFieldValue('thumbnailKey', picture.smallKey)} />
          </Form.Item>
        </>
      )}
    />
  );
}
