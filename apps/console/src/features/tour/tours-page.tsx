/**
 * The area's tours (docs/tours.md): an ordered list of places with a title, intro, cover and the
 * audiences it suits, published or a draft. The server measures distance and duration on save.
 * Printable signposts (PDF) for one place or every stop of a tour download from here.
 */
import { Button, Card, Form, Input, InputNumber, Select, Space, Switch, Tag, Typography, type FormInstance } from 'antd';
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CONTENT_SORT_MAX, SIGNPOST_SIZES, TOUR_INTRO_MAX, TOUR_STOPS_MAX, TOUR_TAGS, TOUR_TITLE_MAX } from '@youlan/contract/runtime';
import { consoleRoutes, type ConsoleData, type ConsoleTour, type TourFields } from '@youlan/contract/console';
import { callConsole, consoleUrl } from '../../platform/api.ts';
import { useT } from '../../platform/i18n/index.ts';
import { useArea } from '../../platform/session.ts';
import { ContentEditor, nextSort } from '../../ui/content-editor.tsx';
import { PictureField } from '../../ui/picture-field.tsx';
import { QueryState } from '../../ui/page-state.tsx';
import './tour.messages.ts';

type Catalogue = ConsoleData<typeof consoleRoutes.listConsoleTours>;

export function ToursPage() {
  const area = useArea();
  const { t } = useT();
  const client = useQueryClient();
  const tours = useQuery({ queryKey: ['tours', area.code], queryFn: () => callConsole(consoleRoutes.listConsoleTours, { params: { area: area.code } }) });
  const refresh = () => void client.invalidateQueries({ queryKey: ['tours', area.code] });
  return (
    <div data-testid="tours-page">
      <Typography.Title level={3}>{t('tours.title')}</Typography.Title>
      <QueryState query={tours}>
        {(data) => (
          <>
            <PlaceSignposts data={data} />
            <ToursTable data={data} onChanged={refresh} />
          </>
        )}
      </QueryState>
    </div>
  );
}

/** Download links of the signposts' PDF, one per sheet size, for a place or a tour (docs/tours.md). */
function SignpostLinks({ query, testId }: { query: { placeId: number } | { tourId: number }; testId: string }) {
  const area = useArea();
  return (
    <Space size={4}>
      {SIGNPOST_SIZES.map((size) => (
        <Button key={size} size="small" href={consoleUrl(consoleRoutes.downloadSignposts, { params: { area: area.code }, query: { ...query, size } })} download data-testid={`${testId}-${size}`}>
          {size.toUpperCase()}
        </Button>
      ))}
    </Space>
  );
}

function PlaceSignposts({ data }: { data: Catalogue }) {
  const { t } = useT();
  const [placeId, setPlaceId] = useState<number | null>(null);
  return (
    <Card size="small" title={t('tours.signpostsTitle')} style={{ marginBottom: 16 }} data-testid="place-signposts">
      <Typography.Paragraph type="secondary">{t('tours.signpostsHint')}</Typography.Paragraph>
      <Space wrap>
        <Select
          showSearch
          optionFilterProp="label"
          placeholder={t('tours.signpostPlace')}
          style={{ width: 240 }}
          value={placeId}
          onChange={setPlaceId}
          options={data.places.map((p) => ({ value: p.id, label: p.name }))}
          data-testid="signpost-place"
        />
        {placeId !== null && <SignpostLinks query={{ placeId }} testId="signpost-place-pdf" />}
      </Space>
    </Card>
  );
}

function ToursTable({ data, onChanged }: { data: Catalogue; onChanged: () => void }) {
  const area = useArea();
  const { t } = useT();
  const params = { area: area.code };
  const placeName = new Map(data.places.map((p) => [p.id, p.name]));
  return (
    <ContentEditor<ConsoleTour, TourFields>
      testId="tour"
      rows={data.tours}
      addLabel={t('tours.add')}
      emptyText={t('tours.empty')}
      extra={<Typography.Text type="secondary">{t('tours.hint')}</Typography.Text>}
      editorTitle={(row) => (row ? t('common.editing', { name: row.title }) : t('tours.add'))}
      confirmDelete={t('tours.confirmDelete')}
      onChanged={onChanged}
      drawerWidth={720}
      draftOf={(row) => ({
        title: row?.title ?? '',
        intro: row?.intro ?? '',
        coverKey: row?.coverKey ?? null,
        tags: row?.tags ?? [],
        placeIds: row?.placeIds ?? [],
        published: row?.published ?? false,
        sort: row?.sort ?? nextSort(data.tours),
      })}
      save={(body, row) => (row ? callConsole(consoleRoutes.updateTour, { params: { ...params, id: row.id }, body }) : callConsole(consoleRoutes.createTour, { params, body }))}
      remove={(row) => callConsole(consoleRoutes.deleteTour, { params: { ...params, id: row.id } })}
      columns={[
        { title: t('tours.tourTitle'), dataIndex: 'title', render: (title: string) => <Typography.Text strong>{title}</Typography.Text> },
        { title: t('tours.tags'), width: 180, render: (_, row) => row.tags.map((tag) => <Tag key={tag}>{t(`tours.tag.${tag}`)}</Tag>) },
        {
          title: t('tours.stops'),
          render: (_, row) => (
            <Typography.Text type="secondary" ellipsis={{ tooltip: row.placeIds.map((id) => placeName.get(id)).join(' → ') }} style={{ maxWidth: 280 }}>
              {t('tours.stopCount', { count: row.placeIds.length })} · {t('tours.measure', { km: (row.distanceMeters / 1000).toFixed(1), minutes: row.durationMinutes })}
            </Typography.Text>
          ),
        },
        { title: t('tours.published'), width: 100, render: (_, row) => (row.published ? <Tag color="green">{t('tours.publishedOn')}</Tag> : <Tag>{t('tours.draft')}</Tag>) },
        { title: t('common.sort'), dataIndex: 'sort', width: 80 },
        { title: t('tours.signposts'), width: 120, render: (_, row) => <SignpostLinks query={{ tourId: row.id }} testId={`signpost-tour-${row.id}`} /> },
      ]}
      fields={(form, row) => <TourFieldsForm form={form} row={row} data={data} />}
    />
  );
}

function TourFieldsForm({ form, row, data }: { form: FormInstance<TourFields>; row: ConsoleTour | null; data: Catalogue }) {
  const { t } = useT();
  const stops = (Form.useWatch('placeIds', form) as number[] | undefined) ?? [];
  const move = (index: number, by: -1 | 1) => {
    const next = [...stops];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    form.setFieldValue('placeIds', next);
  };
  const free = data.places.filter((p) => !stops.includes(p.id));
  return (
    <>
      <Form.Item name="title" label={t('tours.tourTitle')} rules={[{ required: true, whitespace: true, max: TOUR_TITLE_MAX }]}>
        <Input data-testid="tour-title" />
      </Form.Item>
      <Form.Item name="intro" label={t('tours.intro')} rules={[{ max: TOUR_INTRO_MAX }]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} showCount maxLength={TOUR_INTRO_MAX} data-testid="tour-intro" />
      </Form.Item>
      <Space size="large" align="start" wrap>
        <Form.Item name="coverKey" label={t('tours.cover')}>
          <PictureField use="place" url={row?.coverUrl ?? null} allowClear testId="tour-cover" />
        </Form.Item>
        <Form.Item name="tags" label={t('tours.tags')}>
          <Select mode="multiple" style={{ minWidth: 220 }} options={TOUR_TAGS.map((tag) => ({ value: tag, label: t(`tours.tag.${tag}`) }))} data-testid="tour-tags" />
        </Form.Item>
        <Form.Item name="published" label={t('tours.published')} valuePropName="checked">
          <Switch data-testid="tour-published" />
        </Form.Item>
        <Form.Item name="sort" label={t('common.sort')} rules={[{ required: true }]}>
          <InputNumber min={0} max={CONTENT_SORT_MAX} precision={0} />
        </Form.Item>
      </Space>
      <Form.Item name="placeIds" label={t('tours.stops')} extra={t('tours.stopsHint')} rules={[{ type: 'array', min: 2, max: TOUR_STOPS_MAX, message: t('tours.stopsHint') }]}>
        <StopList names={new Map(data.places.map((p) => [p.id, p.name]))} onMove={move} />
      </Form.Item>
      <Select
        showSearch
        optionFilterProp="label"
        placeholder={t('tours.addStop')}
        value={null}
        disabled={stops.length >= TOUR_STOPS_MAX}
        style={{ width: 260 }}
        options={free.map((p) => ({ value: p.id, label: p.name }))}
        onChange={(id: number) => form.setFieldValue('placeIds', [...stops, id])}
        data-testid="tour-add-stop"
      />
    </>
  );
}

/** The stops in order, each movable and removable; the form item owns the list. */
function StopList({ value = [], onChange, names, onMove }: { value?: number[]; onChange?: (ids: number[]) => void; names: Map<number, string>; onMove: (index: number, by: -1 | 1) => void }) {
  const { t } = useT();
  return (
    <ol className="yc-stops" data-testid="tour-stops">
      {value.map((id, index) => (
        <li key={id} className="yc-list-row">
          <Typography.Text>
            {index + 1}. {names.get(id) ?? id}
          </Typography.Text>
          <Space size={4}>
            <Button size="small" disabled={index === 0} onClick={() => onMove(index, -1)} data-testid={`tour-stop-up-${index}`}>
              {t('tours.moveUp')}
            </Button>
            <Button size="small" disabled={index === value.length - 1} onClick={() => onMove(index, 1)} data-testid={`tour-stop-down-${index}`}>
              {t('tours.moveDown')}
            </Button>
            <Button size="small" type="text" danger onClick={() => onChange?.(value.filter((other) => other !== id))}>
              {t('common.delete')}
            </Button>
          </Space>
        </li>
      ))}
    </ol>
  );
}
