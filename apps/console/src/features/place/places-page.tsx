/**
 * Places: the area's illustrated map with every place on it, the list, and an editor beside the map
 * (a click on the map puts the place there, its range drawn as a circle), its texts in the area's
 * main language (translations: the translation board), and the audio guide (uploaded, measured by the server, played here).
 */
import { useState } from 'react';
import { Alert, App, Button, Card, Col, Form, Input, InputNumber, Popconfirm, Row, Select, Space, Table, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ALWAYS_LISTED_PLACE_TYPE, FACILITY_KINDS, PLACE_INTRO_MAX, PLACE_NAME_MAX, PLACE_RANGE_MAX_METERS, PLACE_TRANSCRIPT_MAX, STOP_NUMBER_PATTERN } from '@youlan/contract/runtime';
import { consoleRoutes, type ConsolePlace, type ConsolePlaceClass, type ConsolePlaceMap, type PlaceFields } from '@youlan/contract/console';
import { callConsole } from '../../platform/api.ts';
import { useT } from '../../platform/i18n/index.ts';
import { canDo, useArea } from '../../platform/session.ts';
import { QueryState } from '../../ui/page-state.tsx';
import { PlaceMap, classColor } from './place-map.tsx';
import { PictureField } from '../../ui/picture-field.tsx';
import { AudioField } from '../../ui/audio-field.tsx';
import './place.messages.ts';

function draftOf(place: ConsolePlace): PlaceFields {
  return {
    classId: place.classId,
    placeType: place.placeType,
    name: place.name,
    intro: place.intro,
    transcript: place.transcript,
    longitude: place.longitude,
    latitude: place.latitude,
    scopeRange: place.scopeRange,
    audioKey: place.audioKey,
    imageKey: place.imageKey,
    stopNumber: place.stopNumber,
    facility: place.facility,
  };
}

/**
 * The place type as the one choice it means to a visitor (spec section 3): type 6 is listed under
 * every class filter, any other only under its class. A number of the area's own (from an area
 * file) is kept while the place stays in its class, and comes back when switched back.
 */
function ListingField({ value, onChange, ownType }: { value?: number; onChange?: (placeType: number) => void; ownType: number }) {
  const { t } = useT();
  return (
    <Select
      value={value === ALWAYS_LISTED_PLACE_TYPE ? 'always' : 'class'}
      onChange={(listing) => onChange?.(listing === 'always' ? ALWAYS_LISTED_PLACE_TYPE : ownType)}
      options={[
        { value: 'class', label: t('places.listedInClass') },
        { value: 'always', label: t('places.listedAlways') },
      ]}
      data-testid="place-listing"
    />
  );
}

/** A new place starts in the middle of the map, in the first class, with a range of 30 m. */
function newDraft(map: ConsolePlaceMap | null, classes: ConsolePlaceClass[]): PlaceFields {
  const center = map
    ? { longitude: (map.bounds.southWest.longitude + map.bounds.northEast.longitude) / 2, latitude: (map.bounds.southWest.latitude + map.bounds.northEast.latitude) / 2 }
    : { longitude: 0, latitude: 0 };
  return { classId: classes[0]?.id ?? 0, placeType: 1, name: '', intro: '', transcript: '', ...center, scopeRange: 30, audioKey: null, imageKey: null, stopNumber: null, facility: null };
}

/** The contract's fields: a range or stop number left empty is "none". */
function fieldsOf(draft: PlaceFields): PlaceFields {
  return { ...draft, scopeRange: draft.scopeRange ?? null, stopNumber: draft.stopNumber?.trim() || null, facility: draft.facility ?? null };
}

/** Only what changed goes to the server: what an edit leaves alone is not checked again (an imported place's missing media). */
function changesOf(before: PlaceFields, after: PlaceFields): Partial<PlaceFields> {
  return Object.fromEntries(Object.entries(after).filter(([key, value]) => before[key as keyof PlaceFields] !== value)) as Partial<PlaceFields>;
}

export function PlacesPage() {
  const area = useArea();
  const { t } = useT();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [editing, setEditing] = useState<ConsolePlace | 'new' | null>(null);
  const canEdit = canDo(area, 'editor');
  const places = useQuery({ queryKey: ['places', area.code], queryFn: () => callConsole(consoleRoutes.listConsolePlaces, { params: { area: area.code } }) });
  const refresh = () => client.invalidateQueries({ queryKey: ['places', area.code] });
  const remove = useMutation({
    mutationFn: (id: number) => callConsole(consoleRoutes.deletePlace, { params: { area: area.code, id } }),
    onSuccess: () => {
      void message.success(t('places.deleted'));
      void refresh();
    },
    onError: (error) => void message.error(t('common.failed', { message: error.message })),
  });

  return (
    <div data-testid="places-page">
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={3}>{t('places.title')}</Typography.Title>
        {canEdit && !editing && (
          <Button type="primary" onClick={() => setEditing('new')} data-testid="place-new" disabled={!places.data}>
            {t('places.add')}
          </Button>
        )}
      </Space>
      <QueryState query={places}>
        {(data) => {
          const classIndex = new Map(data.classes.map((c, index) => [c.id, index]));
          const colorOf = (place: ConsolePlace) => classColor(classIndex.get(place.classId) ?? 0);
          const className = (id: number) => data.classes.find((c) => c.id === id)?.name ?? String(id);
          if (editing) {
            return (
              <PlaceEditor
                key={editing === 'new' ? 'new' : editing.id}
                place={editing === 'new' ? null : editing}
                map={data.map}
                places={data.places}
                classes={data.classes}
                colorOf={colorOf}
                onDone={() => setEditing(null)}
                onSaved={() => void refresh()}
              />
            );
          }
          return (
            <>
              {data.map ? (
                <>
                  <PlaceMap map={data.map} places={data.places} colorOf={colorOf} editingId={null} draft={null} onPick={null} onSelect={(place) => canEdit && setEditing(place)} />
                  <Space wrap style={{ margin: '8px 0 16px' }}>
                    {data.classes.map((c, index) => (
                      <Tag key={c.id} color={classColor(index)}>
                        {c.name}
                      </Tag>
                    ))}
                  </Space>
                </>
              ) : (
                <Alert type="info" showIcon message={t('places.noMap')} style={{ marginBottom: 16 }} />
              )}
              <Table<ConsolePlace>
                rowKey="id"
                size="middle"
                dataSource={data.places}
                locale={{ emptyText: t('places.empty') }}
                pagination={{ defaultPageSize: 50, showTotal: (count) => t('common.total', { count }), hideOnSinglePage: true }}
                columns={[
                  {
                    title: t('places.name'),
                    dataIndex: 'name',
                    render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
                  },
                  { title: t('places.placeClass'), dataIndex: 'classId', width: 120, render: (id: number, row) => <Tag color={colorOf(row)}>{className(id)}</Tag> },
                  { title: t('places.range'), dataIndex: 'scopeRange', width: 100, render: (range: number | null) => range ?? '—' },
                  { title: t('places.audio'), dataIndex: 'audioKey', width: 100, render: (key: string | null) => (key ? <Tag color="green">{t('places.hasAudio')}</Tag> : '—') },
                  { title: t('places.likes'), dataIndex: 'likeCount', width: 80 },
                  { title: t('places.views'), dataIndex: 'clickCount', width: 80 },
                  ...(canEdit
                    ? [
                        {
                          title: t('common.actions'),
                          width: 150,
                          render: (_: unknown, row: ConsolePlace) => (
                            <Space>
                              <Button size="small" onClick={() => setEditing(row)} data-testid={`place-edit-${row.id}`}>
                                {t('places.edit')}
                              </Button>
                              <Popconfirm title={t('places.confirmDelete')} onConfirm={() => remove.mutate(row.id)} okText={t('places.delete')} cancelText={t('common.cancel')}>
                                <Button size="small" danger data-testid={`place-delete-${row.id}`}>
                                  {t('places.delete')}
                                </Button>
                              </Popconfirm>
                            </Space>
                          ),
                        },
                      ]
                    : []),
                ]}
              />
            </>
          );
        }}
      </QueryState>
    </div>
  );
}

function PlaceEditor({
  place,
  map,
  places,
  classes,
  colorOf,
  onDone,
  onSaved,
}: {
  place: ConsolePlace | null;
  map: ConsolePlaceMap | null;
  places: ConsolePlace[];
  classes: ConsolePlaceClass[];
  colorOf: (place: ConsolePlace) => string;
  onDone: () => void;
  onSaved: () => void;
}) {
  const area = useArea();
  const { t } = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<PlaceFields>();
  const initial = place ? draftOf(place) : newDraft(map, classes);
  const longitude = Form.useWatch('longitude', form) ?? initial.longitude;
  const latitude = Form.useWatch('latitude', form) ?? initial.latitude;
  const scopeRange = Form.useWatch('scopeRange', form);
  const save = useMutation({
    mutationFn: (draft: PlaceFields) => {
      const fields = fieldsOf({ ...initial, ...draft });
      return place
        ? callConsole(consoleRoutes.updatePlace, { params: { area: area.code, id: place.id }, body: changesOf(fieldsOf(initial), fields) })
        : callConsole(consoleRoutes.createPlace, { params: { area: area.code }, body: fields });
    },
    onSuccess: () => {
      void message.success(t(place ? 'common.saved' : 'places.created'));
      onSaved();
      onDone();
    },
    onError: (error) => void message.error(t('common.failed', { message: error.message })),
  });

  const pick = (lng: number, lat: number) => form.setFieldsValue({ longitude: lng, latitude: lat });
  /** A typed position must lie on the map too, as the server says; one an area file left beside it stays while unchanged. */
  const onMap = (axis: 'longitude' | 'latitude') => ({
    validator: async (_: unknown, value: number | null) => {
      if (!map || value === null || value === initial[axis]) return;
      const [min, max] = [map.bounds.southWest[axis], map.bounds.northEast[axis]];
      if (value < min || value > max) throw new Error(t('places.offMapRange', { min, max }));
    },
  });

  return (
    <div data-testid="place-editor">
      {map ? (
        <>
          <PlaceMap map={map} places={places} colorOf={colorOf} editingId={place?.id ?? 'new'} draft={{ longitude, latitude, scopeRange: scopeRange ?? null }} onPick={pick} onOffMap={() => void message.warning(t('places.offMap'))} onSelect={() => undefined} />
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 16px' }}>
            {t('places.mapHint')}
          </Typography.Paragraph>
        </>
      ) : (
        <Alert type="info" showIcon message={t('places.noMap')} style={{ marginBottom: 16 }} />
      )}
      <Card
        title={place ? t('places.editing', { name: place.name }) : t('places.add')}
        extra={
          <Space>
            <Button onClick={onDone}>{t('common.cancel')}</Button>
            <Button type="primary" loading={save.isPending} onClick={() => form.submit()} data-testid="place-save">
              {t('common.save')}
            </Button>
          </Space>
        }
      >
        <Form<PlaceFields> form={form} layout="vertical" initialValues={initial} onFinish={(draft) => save.mutate(draft)}>
          <Row gutter={16}>
            <Col span={5}>
              <Form.Item name="classId" label={t('places.placeClass')} rules={[{ required: true }]}>
                <Select options={classes.map((c) => ({ value: c.id, label: c.name }))} data-testid="place-class" />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name="placeType" label={t('places.listing')} tooltip={t('places.listingHint')} rules={[{ required: true }]}>
                <ListingField ownType={initial.placeType === ALWAYS_LISTED_PLACE_TYPE ? 1 : initial.placeType} />
              </Form.Item>
              <Form.Item name="facility" label={t('places.facility')} tooltip={t('places.facilityHint')}>
                <Select
                  options={[{ value: null, label: t('places.facilityNone') }, ...FACILITY_KINDS.map((kind) => ({ value: kind, label: t(`places.facilities.${kind}`) }))]}
                  data-testid="place-facility"
                />
              </Form.Item>
            </Col>
            <Col span={4}>
              <Form.Item name="scopeRange" label={t('places.range')} extra={scopeRange == null ? t('places.rangeUnset') : undefined}>
                <InputNumber min={1} max={PLACE_RANGE_MAX_METERS} precision={0} style={{ width: '100%' }} data-testid="place-range" />
              </Form.Item>
              <Form.Item name="stopNumber" label={t('places.stopNumber')} tooltip={t('places.stopNumberHint')} rules={[{ pattern: STOP_NUMBER_PATTERN, message: t('places.stopNumberInvalid') }]}>
                <Input inputMode="numeric" maxLength={4} allowClear data-testid="place-stop-number" />
              </Form.Item>
            </Col>
            <Col span={9}>
              <Form.Item label={t('places.position')} extra={t('places.pickHint')} required>
                <Space.Compact style={{ width: '100%' }}>
                  <Form.Item name="longitude" noStyle rules={[{ required: true }, onMap('longitude')]}>
                    <InputNumber min={-180} max={180} step={0.0001} style={{ width: '50%' }} data-testid="place-longitude" />
                  </Form.Item>
                  <Form.Item name="latitude" noStyle rules={[{ required: true }, onMap('latitude')]}>
                    <InputNumber min={-90} max={90} step={0.0001} style={{ width: '50%' }} data-testid="place-latitude" />
                  </Form.Item>
                </Space.Compact>
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="name" label={t('places.name')} rules={[{ required: true, whitespace: true, max: PLACE_NAME_MAX }]}>
            <Input data-testid="place-name" />
          </Form.Item>
          <Form.Item name="intro" label={t('places.intro')} rules={[{ max: PLACE_INTRO_MAX }]}>
            <Input.TextArea rows={3} data-testid="place-intro" />
          </Form.Item>
          <Form.Item
            name="transcript"
            label={t('places.transcript')}
            extra={t('places.transcriptHint')}
            dependencies={['audioKey']}
            rules={[{ max: PLACE_TRANSCRIPT_MAX }, ({ getFieldValue }) => ({ required: getFieldValue('audioKey') !== null, whitespace: true })]}
          >
            <Input.TextArea rows={6} data-testid="place-transcript" />
          </Form.Item>
          <Form.Item name="imageKey" label={t('places.picture')} extra={t('places.pictureHint')}>
            <PictureField use="place" url={place?.imageUrl ?? null} allowClear testId="place-picture" />
          </Form.Item>
          <Form.Item name="audioKey" label={t('places.audio')}>
            <AudioField url={place?.audioUrl ?? null} emptyText={t('places.audioNone')} testId="place-audio" />
          </Form.Item>
        </Form>
      </Card>
    </div>
  );
}
