/**
 * Trails for navigation: the walkable paths drawn on the area's map (GeoJSON LineStrings in the
 * area's datum). Trails connect where they share a point, so a click near another trail's point
 * takes that exact point (a junction); everything else is a click on the picture. A trail may be
 * marked step-free: step-free tours are measured and drawn on those alone. The network is saved as
 * a whole; the app routes over it at once.
 */
import { useMemo, useState } from 'react';
import 'leaflet/dist/leaflet.css';
import { Alert, App, Button, Card, Checkbox, Col, Empty, Input, List, Popconfirm, Row, Space, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleMarker, ImageOverlay, MapContainer, Marker, Polyline, useMapEvents } from 'react-leaflet';
import { divIcon, latLngBounds, type LatLngBounds, type Map as LeafletMap } from 'leaflet';
import { TRAIL_POINTS_MAX } from '@youlan/contract/runtime';
import { consoleRoutes, type ConsoleMap } from '@youlan/contract/console';
import type { MapConfig, TrailNetwork } from '@youlan/contract';
import { callConsole } from '../../platform/api.ts';
import { useT } from '../../platform/i18n/index.ts';
import { canDo, useArea } from '../../platform/session.ts';
import { QueryState } from '../../ui/page-state.tsx';
import './map.messages.ts';

type Position = [longitude: number, latitude: number];
interface Trail {
  name: string;
  /** No steps: step-free tours walk these alone. */
  stepFree: boolean;
  points: Position[];
}

/** A click within this many screen pixels of an existing point takes that point: trails join there. */
const SNAP_PX = 12;
const VERTEX_ICON = divIcon({ className: 'yc-vertex', iconSize: [14, 14] });
const round = (value: number) => Number(value.toFixed(6));
const samePoint = (a: Position, b: Position) => a[0] === b[0] && a[1] === b[1];

function trailsOf(network: TrailNetwork): Trail[] {
  return network.features.map((feature) => ({
    name: feature.properties?.name ?? '',
    stepFree: feature.properties?.stepFree === true,
    points: feature.geometry.coordinates.map(([lng, lat]) => [lng, lat] as Position),
  }));
}

/** The trail's properties as the network keeps them: only what is set. */
function propertiesOf(trail: Trail): TrailNetwork['features'][number]['properties'] {
  const name = trail.name.trim();
  if (!name && !trail.stepFree) return null;
  return { ...(name ? { name } : {}), ...(trail.stepFree ? { stepFree: true } : {}) };
}

function networkOf(trails: Trail[]): TrailNetwork {
  return {
    type: 'FeatureCollection',
    features: trails.map((trail) => ({ type: 'Feature', properties: propertiesOf(trail), geometry: { type: 'LineString', coordinates: trail.points } })),
  };
}

export function TrailsPage() {
  const area = useArea();
  const { t } = useT();
  const map = useQuery({ queryKey: ['map', area.code], queryFn: () => callConsole(consoleRoutes.getConsoleMap, { params: { area: area.code } }) });
  return (
    <div data-testid="trails-page">
      <Typography.Title level={3}>{t('trails.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('trails.hint')}</Typography.Paragraph>
      <QueryState query={map}>{(data) => (data.map ? <TrailEditor key={area.code} data={data} map={data.map} /> : <Alert type="info" showIcon message={t('trails.noMap')} />)}</QueryState>
    </div>
  );
}

function TrailEditor({ data, map }: { data: ConsoleMap; map: MapConfig }) {
  const area = useArea();
  const { t } = useT();
  const { message } = App.useApp();
  const client = useQueryClient();
  const canEdit = canDo(area, 'editor');
  const [trails, setTrails] = useState<Trail[]>(() => trailsOf(map.trails));
  const [selected, setSelected] = useState<number | null>(null);
  const [dirty, setDirty] = useState(false);
  const { southWest, northEast } = map.bounds;
  const bounds = latLngBounds([southWest.latitude, southWest.longitude], [northEast.latitude, northEast.longitude]);

  const change = (next: Trail[]) => {
    setTrails(next);
    setDirty(true);
  };
  const changeSelected = (update: (trail: Trail) => Trail) => selected !== null && change(trails.map((trail, index) => (index === selected ? update(trail) : trail)));

  // Points two or more trails share: where the network connects.
  const junctions = useMemo(() => {
    const seen = new Map<string, { point: Position; trails: Set<number> }>();
    trails.forEach((trail, index) =>
      trail.points.forEach((point) => {
        const key = point.join(',');
        const entry = seen.get(key) ?? { point, trails: new Set<number>() };
        entry.trails.add(index);
        seen.set(key, entry);
      }),
    );
    return [...seen.values()].filter((entry) => entry.trails.size > 1).map((entry) => entry.point);
  }, [trails]);

  const save = useMutation({
    mutationFn: () => callConsole(consoleRoutes.replaceTrails, { params: { area: area.code }, body: networkOf(trails) }),
    onSuccess: (saved) => {
      void message.success(t('common.saved'));
      setDirty(false);
      client.setQueryData(['map', area.code], saved);
    },
    onError: (error) => void message.error(t('common.failed', { message: error.message })),
  });
  const short = trails.findIndex((trail) => trail.points.length < 2);
  const current = selected !== null ? trails[selected] : undefined;

  return (
    <Row gutter={24}>
      <Col span={16}>
        <MapContainer className="yc-place-map yc-trail-map" bounds={bounds} maxBounds={bounds.pad(0.05)} maxBoundsViscosity={1} minZoom={map.zoom.min} maxZoom={map.zoom.max + 1} zoomSnap={0.25} attributionControl={false}>
          <ImageOverlay url={data.urls[map.imageKey] ?? ''} bounds={bounds} />
          {trails.map((trail, index) => (
            <Polyline
              key={index}
              positions={trail.points.map(([lng, lat]) => [lat, lng])}
              pathOptions={index === selected ? { color: '#d4380d', weight: 6 } : { color: '#1677ff', weight: 4, opacity: 0.75 }}
              eventHandlers={{
                // Outside editing, a click on a trail picks it; while editing, the click adds a point instead.
                click: () => {
                  if (selected === null) setSelected(index);
                },
              }}
            />
          ))}
          {junctions.map((point) => (
            <CircleMarker key={point.join(',')} center={[point[1], point[0]]} radius={4} pathOptions={{ color: '#fff', weight: 1, fillColor: '#262626', fillOpacity: 1 }} interactive={false} />
          ))}
          {canEdit && current && (
            <>
              {current.points.map((point, at) => (
                <Marker
                  key={`${selected}-${at}`}
                  position={[point[1], point[0]]}
                  icon={VERTEX_ICON}
                  draggable
                  eventHandlers={{
                    dragend: (event) => {
                      const { lat, lng } = (event.target as { getLatLng: () => { lat: number; lng: number } }).getLatLng();
                      changeSelected((trail) => ({ ...trail, points: trail.points.map((p, i) => (i === at ? [round(lng), round(lat)] : p)) }));
                    },
                    // A right click takes the point out.
                    contextmenu: () => changeSelected((trail) => ({ ...trail, points: trail.points.filter((_, i) => i !== at) })),
                  }}
                />
              ))}
              <ClickToAdd
                bounds={bounds}
                trails={trails}
                selected={selected!}
                onAdd={(point) => changeSelected((trail) => (trail.points.length >= TRAIL_POINTS_MAX ? trail : { ...trail, points: [...trail.points, point] }))}
                onOffMap={() => void message.warning(t('trails.offMap'))}
              />
            </>
          )}
        </MapContainer>
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {t(current ? 'trails.editHint' : 'trails.pickHint')}
        </Typography.Paragraph>
      </Col>
      <Col span={8}>
        <Card
          size="small"
          title={t('trails.list', { count: trails.length })}
          extra={
            canEdit && (
              <Space>
                <Button
                  size="small"
                  onClick={() => {
                    change([...trails, { name: '', stepFree: false, points: [] }]);
                    setSelected(trails.length);
                  }}
                  data-testid="trail-new"
                >
                  {t('trails.add')}
                </Button>
                <Button size="small" type="primary" disabled={!dirty || short !== -1} loading={save.isPending} onClick={() => save.mutate()} data-testid="trail-save">
                  {t('common.save')}
                </Button>
              </Space>
            )
          }
        >
          {dirty && <Alert type={short === -1 ? 'warning' : 'error'} showIcon style={{ marginBottom: 8 }} message={short === -1 ? t('trails.unsaved') : t('trails.tooShort', { index: short + 1 })} />}
          {current && canEdit && (
            <Space direction="vertical" style={{ width: '100%', marginBottom: 12 }}>
              <Input value={current.name} maxLength={40} placeholder={t('trails.name')} onChange={(event) => changeSelected((trail) => ({ ...trail, name: event.target.value }))} data-testid="trail-name" />
              <Checkbox checked={current.stepFree} onChange={(event) => changeSelected((trail) => ({ ...trail, stepFree: event.target.checked }))} data-testid="trail-step-free">
                {t('trails.stepFree')}
              </Checkbox>
              <Space wrap>
                <Button size="small" disabled={!current.points.length} onClick={() => changeSelected((trail) => ({ ...trail, points: trail.points.slice(0, -1) }))}>
                  {t('trails.undoPoint')}
                </Button>
                <Button size="small" onClick={() => changeSelected((trail) => ({ ...trail, points: [...trail.points].reverse() }))}>
                  {t('trails.reverse')}
                </Button>
                <Popconfirm
                  title={t('trails.confirmDelete')}
                  okText={t('common.delete')}
                  cancelText={t('common.cancel')}
                  onConfirm={() => {
                    change(trails.filter((_, index) => index !== selected));
                    setSelected(null);
                  }}
                >
                  <Button size="small" danger data-testid="trail-delete">
                    {t('common.delete')}
                  </Button>
                </Popconfirm>
                <Button size="small" type="link" onClick={() => setSelected(null)}>
                  {t('trails.done')}
                </Button>
              </Space>
            </Space>
          )}
          {trails.length === 0 ? (
            <Empty description={t('trails.empty')} />
          ) : (
            <List
              size="small"
              className="yc-trail-list"
              dataSource={trails.map((trail, index) => ({ trail, index }))}
              renderItem={({ trail, index }) => (
                <List.Item className={index === selected ? 'yc-trail-list__selected' : undefined} onClick={() => setSelected(index)} style={{ cursor: 'pointer' }} data-testid={`trail-${index}`}>
                  <Typography.Text>{trail.name || t('trails.unnamed', { index: index + 1 })}</Typography.Text>
                  <Space size={4}>
                    {trail.stepFree && <Tag color="green">{t('trails.stepFreeTag')}</Tag>}
                    <Tag color={trail.points.length < 2 ? 'red' : undefined}>{t('trails.points', { count: trail.points.length })}</Tag>
                  </Space>
                </List.Item>
              )}
            />
          )}
        </Card>
      </Col>
    </Row>
  );
}

/** A click adds a point to the selected trail: another trail's point when one is near (a junction), else where it fell. */
function ClickToAdd({ bounds, trails, selected, onAdd, onOffMap }: { bounds: LatLngBounds; trails: Trail[]; selected: number; onAdd: (point: Position) => void; onOffMap: () => void }) {
  const map: LeafletMap = useMapEvents({
    click: (event) => {
      if (!bounds.contains(event.latlng)) return onOffMap();
      const at = map.latLngToContainerPoint(event.latlng);
      let nearest: { point: Position; distance: number } | null = null;
      trails.forEach((trail, index) =>
        trail.points.forEach((point) => {
          // The selected trail's own last point is not a junction with itself.
          if (index === selected && samePoint(point, trail.points.at(-1)!)) return;
          const distance = at.distanceTo(map.latLngToContainerPoint([point[1], point[0]]));
          if (distance <= SNAP_PX && (!nearest || distance < nearest.distance)) nearest = { point, distance };
        }),
      );
      onAdd(nearest ? (nearest as { point: Position }).point : [round(event.latlng.lng), round(event.latlng.lat)]);
    },
  });
  return null;
}
