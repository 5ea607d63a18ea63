/**
 * Live status: every place of the area with its status, set from a phone at the gate as easily as
 * from a desk (one card per place, a drawer to edit); admins below set the fade and hide marks and
 * manage the device keys, whose secret is shown once.
 */
import { useState } from 'react';
import { Alert, App, Button, Card, Drawer, Form, Grid, Input, InputNumber, List, Modal, Popconfirm, Segmented, Select, Space, Table, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEPARTURE_TIME_PATTERN, DEVICE_KEY_NAME_MAX, LIVE_AFTER_MAX_MINUTES, LIVE_COUNT_MAX, LIVE_DEPARTURES_MAX, LIVE_NOTE_MAX, LIVE_WAIT_MINUTES_MAX } from '@youlan/contract/runtime';
import { consoleRoutes, type ConsoleLiveStatus, type DeviceKey, type LiveStatusSettings } from '@youlan/contract/console';
import type { LiveStatusFields } from '@youlan/contract';
import { callConsole } from '../../platform/api.ts';
import { useT, type Translate } from '../../platform/i18n/index.ts';
import { canDo, useArea } from '../../platform/session.ts';
import { QueryState } from '../../ui/page-state.tsx';
import { CrowdBoard } from './crowd-board.tsx';
import './live-status.messages.ts';

const STATE_COLORS = { open: 'green', closed: 'red', closingSoon: 'orange' } as const;
const FRESHNESS_COLORS = { fresh: 'blue', stale: 'default', hidden: 'default', none: 'default' } as const;

export function LiveStatusPage() {
  const area = useArea();
  const { t } = useT();
  const statuses = useQuery({ queryKey: ['live-status', area.code], queryFn: () => callConsole(consoleRoutes.getConsoleLiveStatus, { params: { area: area.code } }), refetchInterval: 30_000 });
  const [editing, setEditing] = useState<ConsoleLiveStatus | null>(null);
  const [filter, setFilter] = useState('');
  return (
    <div data-testid="live-status-page">
      <Typography.Title level={3}>{t('liveStatus.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('liveStatus.hint')}</Typography.Paragraph>
      <CrowdBoard />
      <QueryState query={statuses}>
        {(data) => (
          <>
            <Input.Search allowClear placeholder={t('liveStatus.search')} onChange={(event) => setFilter(event.target.value.trim())} style={{ maxWidth: 320, marginBottom: 12 }} data-testid="live-status-search" />
            <List
              grid={{ gutter: 12, xs: 1, sm: 2, lg: 3, xxl: 4 }}
              dataSource={data.places.filter((row) => !filter || row.placeName.includes(filter))}
              renderItem={(row) => (
                <List.Item>
                  <StatusCard row={row} canEdit={canDo(area, 'editor')} onEdit={() => setEditing(row)} />
                </List.Item>
              )}
            />
            {canDo(area, 'admin') && <MarksCard settings={data.settings} />}
          </>
        )}
      </QueryState>
      {canDo(area, 'admin') && <DeviceKeysCard />}
      {editing && <StatusDrawer row={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}

/** The status in a line: what a visitor would read on the badge. */
function summary(row: ConsoleLiveStatus, t: Translate): string[] {
  const parts: string[] = [];
  if (row.waitMinutes !== null) parts.push(t('liveStatus.summaryWait', { count: row.waitMinutes }));
  if (row.queuePeople !== null) parts.push(t('liveStatus.summaryPeople', { count: row.queuePeople }));
  if (row.freeSpaces !== null) parts.push(t('liveStatus.summarySpaces', { count: row.freeSpaces }));
  if (row.departures[0]) parts.push(t('liveStatus.summaryNext', { time: row.departures.join(' ') }));
  return parts;
}

function StatusCard({ row, canEdit, onEdit }: { row: ConsoleLiveStatus; canEdit: boolean; onEdit: () => void }) {
  const { t, language } = useT();
  return (
    <Card
      size="small"
      title={row.placeName}
      extra={canEdit && <Button size="small" onClick={onEdit} data-testid={`live-status-edit-${row.placeId}`}>{t('common.edit')}</Button>}
      style={{ opacity: row.freshness === 'stale' || row.freshness === 'hidden' ? 0.6 : 1 }}
      data-testid={`live-status-card-${row.placeId}`}
    >
      <Space wrap size={[4, 4]}>
        <Tag color={row.state ? STATE_COLORS[row.state] : 'default'}>{t(`liveStatus.states.${row.state ?? 'none'}`)}</Tag>
        {summary(row, t).map((part) => (
          <Tag key={part}>{part}</Tag>
        ))}
      </Space>
      {row.note && <Typography.Paragraph style={{ margin: '8px 0 0' }}>{row.note}</Typography.Paragraph>}
      <div style={{ marginTop: 8 }}>
        <Tag color={FRESHNESS_COLORS[row.freshness]}>{t(`liveStatus.freshness.${row.freshness}`)}</Tag>
        {row.updatedAt && row.source && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('liveStatus.updated', { time: new Date(row.updatedAt).toLocaleString(language, { dateStyle: 'short', timeStyle: 'short' }), source: t(`liveStatus.source.${row.source}`) })}
          </Typography.Text>
        )}
      </div>
    </Card>
  );
}

type StateChoice = NonNullable<LiveStatusFields['state']> | 'none';

function StatusDrawer({ row, onClose }: { row: ConsoleLiveStatus; onClose: () => void }) {
  const area = useArea();
  const { t } = useT();
  const { message } = App.useApp();
  const client = useQueryClient();
  const screens = Grid.useBreakpoint();
  const [form] = Form.useForm<Omit<LiveStatusFields, 'state'> & { state: StateChoice }>();
  const done = (text: string) => {
    void message.success(text);
    void client.invalidateQueries({ queryKey: ['live-status', area.code] });
    onClose();
  };
  const fail = (error: Error) => void message.error(t('common.failed', { message: error.message }));
  const save = useMutation({
    mutationFn: ({ state, ...fields }: Omit<LiveStatusFields, 'state'> & { state: StateChoice }) =>
      callConsole(consoleRoutes.setLiveStatus, { params: { area: area.code, id: row.placeId }, body: { ...fields, state: state === 'none' ? null : state, note: fields.note?.trim() || null } }),
    onSuccess: () => done(t('common.saved')),
    onError: fail,
  });
  const clear = useMutation({ mutationFn: () => callConsole(consoleRoutes.clearLiveStatus, { params: { area: area.code, id: row.placeId } }), onSuccess: () => done(t('liveStatus.cleared')), onError: fail });
  return (
    <Drawer
      open
      title={t('common.editing', { name: row.placeName })}
      onClose={onClose}
      // On a phone the drawer rises from the bottom and takes most of the screen.
      placement={screens.md ? 'right' : 'bottom'}
      size={screens.md ? 'default' : 'large'}
      footer={
        <Space>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()} data-testid="live-status-save">
            {t('common.save')}
          </Button>
          {row.updatedAt && (
            <Popconfirm title={t('liveStatus.confirmClear')} onConfirm={() => clear.mutate()}>
              <Button danger loading={clear.isPending} data-testid="live-status-clear">
                {t('liveStatus.clear')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      }
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ state: row.state ?? 'none', waitMinutes: row.waitMinutes, queuePeople: row.queuePeople, freeSpaces: row.freeSpaces, departures: row.departures, note: row.note }}
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item name="state" label={t('liveStatus.title')}>
          <Segmented block options={(['open', 'closingSoon', 'closed', 'none'] as const).map((state) => ({ value: state, label: t(`liveStatus.states.${state}`) }))} data-testid="live-status-state" />
        </Form.Item>
        <Space wrap>
          <Form.Item name="waitMinutes" label={t('liveStatus.waitMinutes')}>
            <InputNumber min={0} max={LIVE_WAIT_MINUTES_MAX} precision={0} inputMode="numeric" data-testid="live-status-wait" />
          </Form.Item>
          <Form.Item name="queuePeople" label={t('liveStatus.queuePeople')}>
            <InputNumber min={0} max={LIVE_COUNT_MAX} precision={0} inputMode="numeric" />
          </Form.Item>
          <Form.Item name="freeSpaces" label={t('liveStatus.freeSpaces')}>
            <InputNumber min={0} max={LIVE_COUNT_MAX} precision={0} inputMode="numeric" data-testid="live-status-spaces" />
          </Form.Item>
        </Space>
        <Form.Item
          name="departures"
          label={t('liveStatus.departures')}
          extra={t('liveStatus.departuresHint')}
          rules={[
            { type: 'array', max: LIVE_DEPARTURES_MAX },
            { validator: async (_rule, value: string[] | undefined) => (value ?? []).every((time) => DEPARTURE_TIME_PATTERN.test(time)) || Promise.reject(new Error(t('liveStatus.departuresInvalid'))) },
          ]}
        >
          <Select mode="tags" open={false} tokenSeparators={[',', ' ', '，']} placeholder="10:30" />
        </Form.Item>
        <Form.Item name="note" label={t('liveStatus.note')} extra={t('liveStatus.noteHint')} rules={[{ max: LIVE_NOTE_MAX }]}>
          <Input.TextArea rows={2} showCount maxLength={LIVE_NOTE_MAX} data-testid="live-status-note" />
        </Form.Item>
      </Form>
    </Drawer>
  );
}

function MarksCard({ settings }: { settings: LiveStatusSettings }) {
  const area = useArea();
  const { t } = useT();
  const { message } = App.useApp();
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (marks: LiveStatusSettings) => callConsole(consoleRoutes.updateLiveStatusSettings, { params: { area: area.code }, body: marks }),
    onSuccess: () => {
      void message.success(t('common.saved'));
      void client.invalidateQueries({ queryKey: ['live-status', area.code] });
    },
    onError: (error) => void message.error(t('common.failed', { message: error.message })),
  });
  return (
    <Card title={t('liveStatus.settings')} style={{ marginTop: 16 }}>
      <Typography.Paragraph type="secondary">{t('liveStatus.settingsHint')}</Typography.Paragraph>
      <Form<LiveStatusSettings> layout="inline" initialValues={settings} onFinish={(marks) => save.mutate(marks)}>
        <Form.Item name="staleAfterMinutes" label={t('liveStatus.staleAfter')} rules={[{ required: true }]}>
          <InputNumber min={1} max={LIVE_AFTER_MAX_MINUTES} precision={0} />
        </Form.Item>
        <Form.Item
          name="hideAfterMinutes"
          label={t('liveStatus.hideAfter')}
          dependencies={['staleAfterMinutes']}
          rules={[
            { required: true },
            ({ getFieldValue }) => ({ validator: async (_rule, value: number) => (value > Number(getFieldValue('staleAfterMinutes')) ? undefined : Promise.reject(new Error(t('liveStatus.hideAfterTooSoon')))) }),
          ]}
        >
          <InputNumber min={2} max={LIVE_AFTER_MAX_MINUTES} precision={0} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}

function DeviceKeysCard() {
  const area = useArea();
  const { t, language } = useT();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [secret, setSecret] = useState<string | null>(null);
  const keys = useQuery({ queryKey: ['device-keys', area.code], queryFn: () => callConsole(consoleRoutes.listDeviceKeys, { params: { area: area.code } }) });
  const refresh = () => void client.invalidateQueries({ queryKey: ['device-keys', area.code] });
  const fail = (error: Error) => void message.error(t('common.failed', { message: error.message }));
  const issued = (answer: { secret: string }) => {
    setSecret(answer.secret);
    refresh();
  };
  const create = useMutation({
    mutationFn: () => callConsole(consoleRoutes.createDeviceKey, { params: { area: area.code }, body: { name } }),
    onSuccess: (answer) => {
      setName('');
      issued(answer);
    },
    onError: fail,
  });
  const rotate = useMutation({ mutationFn: (id: number) => callConsole(consoleRoutes.rotateDeviceKey, { params: { area: area.code, id } }), onSuccess: issued, onError: fail });
  const revoke = useMutation({ mutationFn: (id: number) => callConsole(consoleRoutes.revokeDeviceKey, { params: { area: area.code, id } }), onSuccess: refresh, onError: fail });
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(language, { dateStyle: 'short', timeStyle: 'short' }) : t('liveStatus.keyNeverUsed'));
  return (
    <Card title={t('liveStatus.keys')} style={{ marginTop: 16 }} data-testid="device-keys">
      <Typography.Paragraph type="secondary">{t('liveStatus.keysHint')}</Typography.Paragraph>
      <Space.Compact style={{ maxWidth: 420, width: '100%', marginBottom: 12 }}>
        <Input value={name} maxLength={DEVICE_KEY_NAME_MAX} placeholder={t('liveStatus.keyNamePlaceholder')} onChange={(event) => setName(event.target.value)} data-testid="device-key-name" />
        <Button type="primary" disabled={!name.trim()} loading={create.isPending} onClick={() => create.mutate()} data-testid="device-key-add">
          {t('liveStatus.addKey')}
        </Button>
      </Space.Compact>
      <QueryState query={keys}>
        {(data) => (
          <Table<DeviceKey>
            rowKey="id"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={data.items}
            columns={[
              { title: t('liveStatus.keyName'), dataIndex: 'name', render: (value: string, key) => (key.revokedAt ? <Typography.Text delete>{value}</Typography.Text> : value) },
              { title: t('liveStatus.keyHint'), dataIndex: 'hint', render: (hint: string) => <Typography.Text code>…{hint}</Typography.Text> },
              { title: t('liveStatus.keyCreated'), dataIndex: 'createdAt', render: when },
              { title: t('liveStatus.keyLastUsed'), dataIndex: 'lastUsedAt', render: when },
              {
                title: t('common.actions'),
                key: 'actions',
                render: (_value, key) =>
                  key.revokedAt ? (
                    <Tag>{t('liveStatus.keyRevoked')}</Tag>
                  ) : (
                    <Space>
                      <Popconfirm title={t('liveStatus.confirmRotate')} onConfirm={() => rotate.mutate(key.id)}>
                        <Button size="small">{t('liveStatus.rotate')}</Button>
                      </Popconfirm>
                      <Popconfirm title={t('liveStatus.confirmRevoke')} onConfirm={() => revoke.mutate(key.id)}>
                        <Button size="small" danger>
                          {t('liveStatus.revoke')}
                        </Button>
                      </Popconfirm>
                    </Space>
                  ),
              },
            ]}
          />
        )}
      </QueryState>
      <Modal open={secret !== null} title={t('liveStatus.secretTitle')} onCancel={() => setSecret(null)} footer={<Button onClick={() => setSecret(null)}>{t('common.cancel')}</Button>}>
        <Alert type="warning" showIcon message={t('liveStatus.secretHint')} style={{ marginBottom: 12 }} />
        <Typography.Paragraph copyable={{ text: secret ?? '', tooltips: [t('liveStatus.copy'), t('liveStatus.copied')] }} code data-testid="device-key-secret">
          {secret}
        </Typography.Paragraph>
      </Modal>
    </Card>
  );
}
