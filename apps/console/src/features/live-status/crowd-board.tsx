/**
 * The crowd board: every place's level and its last hour, the alarms as places cross a warning level
 * (a tone and a browser notification when the operator allowed them), acknowledged in the operator's
 * name (audited); editors set each place's capacity and levels.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Card, Form, InputNumber, List, Modal, Space, Table, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CROWD_CAPACITY_MAX } from '@youlan/contract/runtime';
import { consoleRoutes, type CrowdAlarm, type CrowdBoardPlace, type CrowdSettings } from '@youlan/contract/console';
import { callConsole } from '../../platform/api.ts';
import { useT, type Translate } from '../../platform/i18n/index.ts';
import { canDo, useArea } from '../../platform/session.ts';
import { QueryState } from '../../ui/page-state.tsx';
import { sparklineSegments, unannounced } from './crowd-board-rules.ts';
import './live-status.messages.ts';

/** Half the snapshot's 30 s: an alarm the minute's tick raised is on the board soon after. */
const BOARD_POLL_MS = 15_000;
const STEP_COLORS = ['green', 'gold', 'orange', 'red'] as const;
const STEP_KEYS = ['calm', 'busy', 'crowded', 'full'] as const;

const stepText = (step: number, t: Translate) => t(`liveStatus.crowd.steps.${STEP_KEYS[Math.min(step, 3)] ?? 'calm'}`);

/** A short two-tone chime (Web Audio: no file to load); silent where the browser has not allowed sound yet. */
function chime(audio: AudioContext | null): void {
  if (!audio || audio.state !== 'running') return;
  [880, 660].forEach((frequency, index) => {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    const start = audio.currentTime + index * 0.25;
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.2, start);
    gain.gain.exponentialRampToValueAtTime(0.001, start + 0.22);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start);
    oscillator.stop(start + 0.23);
  });
}

export function CrowdBoard() {
  const area = useArea();
  const { t, language } = useT();
  const { message } = App.useApp();
  const client = useQueryClient();
  const board = useQuery({ queryKey: ['crowd-board', area.code], queryFn: () => callConsole(consoleRoutes.getCrowdBoard, { params: { area: area.code } }), refetchInterval: BOARD_POLL_MS });
  const [editing, setEditing] = useState<CrowdBoardPlace | null>(null);
  const announced = useRef(new Set<number>());
  const audio = useRef<AudioContext | null>(null);
  /** The operator turned sound (and notifications, where allowed) on: needed once per page, a browser's rule. */
  const [isAlerting, setAlerting] = useState(false);

  const alarms = board.data?.alarms;
  useEffect(() => {
    if (!alarms) return;
    const fresh = unannounced(alarms, announced.current);
    if (fresh.length === 0) return;
    chime(audio.current);
    if (typeof Notification !== 'undefined' && Notification.permission === 'granted') {
      for (const alarm of fresh) new Notification(t('liveStatus.crowd.alarmTitle', { place: alarm.placeName }), { body: t('liveStatus.crowd.alarmBody', { level: stepText(alarm.step, t), count: alarm.count, capacity: alarm.capacity }), tag: `crowd-alarm-${alarm.id}` });
    }
  }, [alarms, t]);

  // Sound and notifications need the operator's gesture: this button is it.
  const enableAlerts = async () => {
    audio.current ??= new AudioContext();
    await audio.current.resume();
    if (typeof Notification !== 'undefined' && Notification.permission === 'default') await Notification.requestPermission();
    setAlerting(true);
    chime(audio.current);
  };

  const ack = useMutation({
    mutationFn: (id: number) => callConsole(consoleRoutes.ackCrowdAlarm, { params: { area: area.code, id } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['crowd-board', area.code] }),
    onError: (error: Error) => void message.error(t('common.failed', { message: error.message })),
  });
  const when = (iso: string) => new Date(iso).toLocaleTimeString(language, { timeStyle: 'short' });

  return (
    <Card
      title={t('liveStatus.crowd.title')}
      style={{ marginBottom: 16 }}
      extra={
        <Button size="small" type={isAlerting ? 'default' : 'primary'} onClick={() => void enableAlerts()} data-testid="crowd-alerts-enable">
          {isAlerting ? t('liveStatus.crowd.alertsOn') : t('liveStatus.crowd.enableAlerts')}
        </Button>
      }
      data-testid="crowd-board"
    >
      <Typography.Paragraph type="secondary">{t('liveStatus.crowd.hint')}</Typography.Paragraph>
      <QueryState query={board}>
        {(data) => (
          <>
            {data.alarms.length > 0 && (
              <List<CrowdAlarm>
                size="small"
                style={{ marginBottom: 12 }}
                dataSource={data.alarms}
                renderItem={(alarm) => (
                  <List.Item
                    data-testid={`crowd-alarm-${alarm.id}`}
                    actions={
                      alarm.ackedAt === null && canDo(area, 'editor')
                        ? [
                            <Button key="ack" size="small" type="primary" danger loading={ack.isPending && ack.variables === alarm.id} onClick={() => ack.mutate(alarm.id)} data-testid={`crowd-alarm-ack-${alarm.id}`}>
                              {t('liveStatus.crowd.ack')}
                            </Button>,
                          ]
                        : []
                    }
                  >
                    <Alert
                      style={{ width: '100%' }}
                      type={alarm.ackedAt ? 'info' : 'error'}
                      showIcon
                      message={`${when(alarm.raisedAt)} · ${alarm.placeName} · ${stepText(alarm.step, t)} (${alarm.count} / ${alarm.capacity})`}
                      description={alarm.ackedAt && alarm.ackedBy ? t('liveStatus.crowd.acked', { who: alarm.ackedBy, time: when(alarm.ackedAt) }) : undefined}
                    />
                  </List.Item>
                )}
              />
            )}
            <Table<CrowdBoardPlace>
              rowKey="placeId"
              size="small"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={data.places.filter((row) => row.capacity !== null || row.count !== null)}
              locale={{ emptyText: t('liveStatus.crowd.empty') }}
              columns={[
                { title: t('liveStatus.crowd.place'), dataIndex: 'placeName' },
                {
                  title: t('liveStatus.crowd.level'),
                  key: 'level',
                  render: (_value, row) => (row.step === null ? <Tag>{t('liveStatus.crowd.unknown')}</Tag> : <Tag color={STEP_COLORS[Math.min(row.step, 3)]}>{stepText(row.step, t)}</Tag>),
                },
                {
                  title: t('liveStatus.crowd.count'),
                  key: 'count',
                  render: (_value, row) => (
                    <Space size={4}>
                      {row.count === null ? t('liveStatus.crowd.underK') : row.count}
                      {row.capacity !== null && ` / ${row.capacity}`}
                      {row.official && <Tag>{t('liveStatus.crowd.official')}</Tag>}
                    </Space>
                  ),
                },
                { title: t('liveStatus.crowd.trend'), key: 'trend', render: (_value, row) => <Sparkline row={row} /> },
                ...(canDo(area, 'editor')
                  ? [{ title: '', key: 'edit', render: (_value: unknown, row: CrowdBoardPlace) => <Button size="small" onClick={() => setEditing(row)} data-testid={`crowd-edit-${row.placeId}`}>{t('liveStatus.crowd.capacity')}</Button> }]
                  : []),
              ]}
            />
            {canDo(area, 'editor') && <CapacityPicker places={data.places} onPick={setEditing} />}
          </>
        )}
      </QueryState>
      {editing && <CapacityModal row={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}

const SPARK_WIDTH = 120;
const SPARK_HEIGHT = 24;

function Sparkline({ row }: { row: CrowdBoardPlace }) {
  const { t } = useT();
  const segments = sparklineSegments(row.trend, SPARK_WIDTH, SPARK_HEIGHT, row.capacity ?? 0);
  return (
    <svg width={SPARK_WIDTH} height={SPARK_HEIGHT} role="img" aria-label={t('liveStatus.crowd.trend')}>
      <rect width={SPARK_WIDTH} height={SPARK_HEIGHT} fill="#fafafa" />
      {segments.map((points) => (
        <polyline key={points} points={points} fill="none" stroke="#1677ff" strokeWidth={1.5} />
      ))}
    </svg>
  );
}

/** Places without a capacity yet, to give one. */
function CapacityPicker({ places, onPick }: { places: CrowdBoardPlace[]; onPick: (row: CrowdBoardPlace) => void }) {
  const { t } = useT();
  const without = places.filter((row) => row.capacity === null);
  if (without.length === 0) return null;
  return (
    <Space wrap style={{ marginTop: 12 }}>
      <Typography.Text type="secondary">{t('liveStatus.crowd.addCapacity')}</Typography.Text>
      {without.slice(0, 30).map((row) => (
        <Button key={row.placeId} size="small" type="dashed" onClick={() => onPick(row)} data-testid={`crowd-edit-${row.placeId}`}>
          {row.placeName}
        </Button>
      ))}
    </Space>
  );
}

function CapacityModal({ row, onClose }: { row: CrowdBoardPlace; onClose: () => void }) {
  const area = useArea();
  const { t } = useT();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<{ capacity: number | null; busy: number; crowded: number; full: number }>();
  const save = useMutation({
    mutationFn: (body: CrowdSettings) => callConsole(consoleRoutes.setCrowdSettings, { params: { area: area.code, id: row.placeId }, body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['crowd-board', area.code] });
      onClose();
    },
    onError: (error: Error) => void message.error(t('common.failed', { message: error.message })),
  });
  const [busy = 50, crowded = 80, full = 100] = row.levels;
  return (
    <Modal open title={`${row.placeName} · ${t('liveStatus.crowd.capacity')}`} onCancel={onClose} onOk={() => form.submit()} confirmLoading={save.isPending} okText={t('common.save')}>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ capacity: row.capacity, busy, crowded, full }}
        onFinish={(values) => save.mutate({ capacity: values.capacity ?? null, levels: [values.busy, values.crowded, values.full] })}
      >
        <Form.Item name="capacity" label={t('liveStatus.crowd.capacity')} extra={t('liveStatus.crowd.capacityHint')}>
          <InputNumber min={1} max={CROWD_CAPACITY_MAX} precision={0} data-testid="crowd-capacity" />
        </Form.Item>
        <Space wrap>
          {(['busy', 'crowded', 'full'] as const).map((name) => (
            <Form.Item key={name} name={name} label={t(`liveStatus.crowd.levelAt.${name}`)} rules={[{ required: true }]}>
              <InputNumber min={1} max={1000} precision={0} addonAfter="%" />
            </Form.Item>
          ))}
        </Space>
      </Form>
    </Modal>
  );
}
