/**
 * The area's illustrated map: the base picture, the corners it is laid on, the zoom range, and the
 * skins by time of day and weather (spec section 4). The preview lays the picture a visitor would
 * see at a chosen hour and weather (the same rule the app runs, `chooseMapSkin`) over the bounds,
 * with the places on it, so a wrong corner shows at once.
 */
import { useState } from 'react';
import 'leaflet/dist/leaflet.css';
import { Alert, App, Button, Card, Col, Form, InputNumber, Row, Select, Space, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleMarker, ImageOverlay, MapContainer, Tooltip } from 'react-leaflet';
import { latLngBounds } from 'leaflet';
import { TIME_PERIOD_CODE_KEYS, WEATHER_CODE_KEYS, chooseMapSkin, type TimePeriodCode, type WeatherCode } from '@youlan/contract/runtime';
import { consoleRoutes, type ConsoleMap, type MapPictures } from '@youlan/contract/console';
import { callConsole } from '../../platform/api.ts';
import { useT } from '../../platform/i18n/index.ts';
import { canDo, useArea } from '../../platform/session.ts';
import { QueryState } from '../../ui/page-state.tsx';
import { PictureField } from '../../ui/picture-field.tsx';
import './map.messages.ts';

type TimeKey = (typeof TIME_PERIOD_CODE_KEYS)[number];
type WeatherKey = (typeof WEATHER_CODE_KEYS)[number];
/** The form's skins: a cleared one is null until it is sent (then left out). */
type Draft = Omit<MapPictures, 'skins'> & { skins: { timePeriod: Partial<Record<TimeKey, string | null>>; weather: Partial<Record<WeatherKey, string | null>> } };

function picturesOf(draft: Draft): MapPictures {
  const present = <K extends string>(record: Partial<Record<K, string | null>>) => Object.fromEntries(Object.entries(record).filter(([, key]) => typeof key === 'string' && key)) as Partial<Record<K, string>>;
  return { ...draft, skins: { timePeriod: present(draft.skins.timePeriod), weather: present(draft.skins.weather) } };
}

export function MapPage() {
  const area = useArea();
  const { t } = useT();
  const map = useQuery({ queryKey: ['map', area.code], queryFn: () => callConsole(consoleRoutes.getConsoleMap, { params: { area: area.code } }) });
  const places = useQuery({ queryKey: ['places', area.code], queryFn: () => callConsole(consoleRoutes.listConsolePlaces, { params: { area: area.code } }) });
  return (
    <div data-testid="map-page">
      <Typography.Title level={3}>{t('mapEditor.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('mapEditor.hint')}</Typography.Paragraph>
      <QueryState query={map}>{(data) => <MapEditor key={data.map?.imageKey ?? 'none'} data={data} places={places.data?.places ?? []} />}</QueryState>
    </div>
  );
}

function MapEditor({ data, places }: { data: ConsoleMap; places: { id: number; name: string; longitude: number; latitude: number }[] }) {
  const area = useArea();
  const { t } = useT();
  const { message } = App.useApp();
  const client = useQueryClient();
  const canEdit = canDo(area, 'editor');
  const [form] = Form.useForm<Draft>();
  // Signed URLs of pictures uploaded in this session, beside the stored ones.
  const [uploadedUrls, setUploadedUrls] = useState<Record<string, string>>({});
  const urls = { ...data.urls, ...uploadedUrls };
  const [hour, setHour] = useState<TimePeriodCode>(37);
  const [weather, setWeather] = useState<WeatherCode>(32);
  const initial: Draft = data.map
    ? { imageKey: data.map.imageKey, bounds: data.map.bounds, zoom: data.map.zoom, skins: data.map.skins }
    : { imageKey: '', bounds: { southWest: { longitude: 0, latitude: 0 }, northEast: { longitude: 0, latitude: 0 } }, zoom: { min: 14, max: 18, initial: 15 }, skins: { timePeriod: {}, weather: {} } };
  const watched = Form.useWatch([], form) as Draft | undefined;
  const draft: Draft = watched?.bounds ? { ...initial, ...watched } : initial;

  const save = useMutation({
    mutationFn: (values: Draft) => callConsole(consoleRoutes.updateMapPictures, { params: { area: area.code }, body: picturesOf({ ...initial, ...values }) }),
    onSuccess: (saved) => {
      void message.success(t('common.saved'));
      client.setQueryData(['map', area.code], saved);
      void client.invalidateQueries({ queryKey: ['places', area.code] });
    },
    onError: (error) => void message.error(t('common.failed', { message: error.message })),
  });

  // A skin's picture field: it shows a stored picture by the URL it is given (the urls map holds them all); a skin may be cleared.
  const skinPicture = (field: (string | number)[], key: string | null | undefined, testId: string) => (
    <Form.Item name={field} noStyle>
      <PictureField use="map" url={key ? (urls[key] ?? null) : null} allowClear previewWidth={120} testId={testId} onUploaded={(p) => setUploadedUrls((known) => ({ ...known, [p.key]: p.url }))} />
    </Form.Item>
  );

  const { southWest, northEast } = draft.bounds;
  const boundsValid = southWest.longitude < northEast.longitude && southWest.latitude < northEast.latitude;
  const shownKey = draft.imageKey ? chooseMapSkin(picturesOf(draft), { timePeriodCode: hour, weatherCode: weather }) : null;
  const shownUrl = shownKey ? urls[shownKey] : null;

  return (
    <Row gutter={24}>
      <Col span={13}>
        <Form<Draft> form={form} layout="vertical" initialValues={initial} onFinish={(values) => save.mutate(values)} disabled={!canEdit}>
          <Card size="small" title={t('mapEditor.base')} style={{ marginBottom: 16 }}>
            <Form.Item name="imageKey" rules={[{ required: true, message: t('mapEditor.baseRequired') }]} style={{ marginBottom: 0 }}>
              <PictureField use="map" url={draft.imageKey ? urls[draft.imageKey] ?? null : null} previewWidth={160} testId="map-base" onUploaded={(p) => setUploadedUrls((known) => ({ ...known, [p.key]: p.url }))} />
            </Form.Item>
          </Card>
          <Card size="small" title={t('mapEditor.bounds')} extra={<Typography.Text type="secondary">{t('mapEditor.boundsHint')}</Typography.Text>} style={{ marginBottom: 16 }}>
            <Row gutter={12}>
              {(['southWest', 'northEast'] as const).map((corner) => (
                <Col span={12} key={corner}>
                  <Form.Item label={t(`mapEditor.${corner}`)} required>
                    <Space.Compact style={{ width: '100%' }}>
                      <Form.Item name={['bounds', corner, 'longitude']} noStyle rules={[{ required: true }]}>
                        <InputNumber min={-180} max={180} step={0.001} style={{ width: '50%' }} placeholder={t('mapEditor.longitude')} data-testid={`map-${corner}-longitude`} />
                      </Form.Item>
                      <Form.Item name={['bounds', corner, 'latitude']} noStyle rules={[{ required: true }]}>
                        <InputNumber min={-90} max={90} step={0.001} style={{ width: '50%' }} placeholder={t('mapEditor.latitude')} data-testid={`map-${corner}-latitude`} />
                      </Form.Item>
                    </Space.Compact>
                  </Form.Item>
                </Col>
              ))}
            </Row>
            <Space size="large">
              {(['min', 'initial', 'max'] as const).map((level) => (
                <Form.Item key={level} name={['zoom', level]} label={t(`mapEditor.zoom.${level}`)} rules={[{ required: true }]} style={{ marginBottom: 0 }}>
                  <InputNumber min={0} max={22} step={0.25} />
                </Form.Item>
              ))}
            </Space>
          </Card>
          <Card size="small" title={t('mapEditor.skins')} extra={<Typography.Text type="secondary">{t('mapEditor.skinsHint')}</Typography.Text>}>
            <Typography.Text strong>{t('mapEditor.byTime')}</Typography.Text>
            <div className="yc-skin-grid">
              {TIME_PERIOD_CODE_KEYS.map((code) => (
                <div key={code}>
                  <Typography.Text type="secondary">{t(`mapEditor.times.${code}`)}</Typography.Text>
                  {skinPicture(['skins', 'timePeriod', code], draft.skins.timePeriod[code], `map-skin-${code}`)}
                </div>
              ))}
            </div>
            <Typography.Text strong>{t('mapEditor.byWeather')}</Typography.Text>
            <div className="yc-skin-grid">
              {WEATHER_CODE_KEYS.map((code) => (
                <div key={code}>
                  <Typography.Text type="secondary">{t(`mapEditor.weathers.${code}`)}</Typography.Text>
                  {skinPicture(['skins', 'weather', code], draft.skins.weather[code], `map-skin-${code}`)}
                </div>
              ))}
            </div>
          </Card>
        </Form>
      </Col>
      <Col span={11}>
        <div className="yc-sticky">
          <Card
            size="small"
            title={t('mapEditor.preview')}
            extra={
              canEdit && (
                <Button type="primary" loading={save.isPending} onClick={() => form.submit()} data-testid="map-save">
                  {t('common.save')}
                </Button>
              )
            }
          >
            <Space style={{ marginBottom: 12 }} wrap>
              <Select<TimePeriodCode> value={hour} onChange={setHour} style={{ width: 170 }} options={TIME_PERIOD_CODE_KEYS.map((code) => ({ value: Number(code) as TimePeriodCode, label: t(`mapEditor.times.${code}`) }))} data-testid="map-preview-time" />
              <Select<WeatherCode> value={weather} onChange={setWeather} style={{ width: 120 }} options={WEATHER_CODE_KEYS.map((code) => ({ value: Number(code) as WeatherCode, label: t(`mapEditor.weathers.${code}`) }))} data-testid="map-preview-weather" />
            </Space>
            {!data.map && <Alert type="info" showIcon message={t('mapEditor.noMap')} style={{ marginBottom: 12 }} />}
            {boundsValid && shownUrl ? (
              <MapContainer
                key={`${southWest.longitude},${southWest.latitude},${northEast.longitude},${northEast.latitude}`}
                className="yc-place-map"
                bounds={latLngBounds([southWest.latitude, southWest.longitude], [northEast.latitude, northEast.longitude])}
                zoomSnap={0.25}
                attributionControl={false}
              >
                <ImageOverlay url={shownUrl} bounds={latLngBounds([southWest.latitude, southWest.longitude], [northEast.latitude, northEast.longitude])} />
                {places.map((place) => (
                  <CircleMarker key={place.id} center={[place.latitude, place.longitude]} radius={5} pathOptions={{ color: '#fff', weight: 2, fillColor: '#d4380d', fillOpacity: 1 }}>
                    <Tooltip direction="top">{place.name}</Tooltip>
                  </CircleMarker>
                ))}
              </MapContainer>
            ) : (
              <div className="yc-place-map yc-state">{t(boundsValid ? 'mapEditor.previewNoPicture' : 'mapEditor.previewNoBounds')}</div>
            )}
            <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
              {t('mapEditor.previewHint', { picture: shownKey ?? '—' })}
            </Typography.Paragraph>
          </Card>
        </div>
      </Col>
    </Row>
  );
}
