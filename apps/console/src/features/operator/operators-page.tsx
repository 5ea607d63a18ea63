/** The area's accounts (admins only): add one with a first password, change a role, disable. */
import { useState } from 'react';
import { App, Button, Form, Input, Modal, Select, Space, Switch, Table, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONSOLE_ROLES, PASSWORD_MIN_LENGTH } from '@youlan/contract/runtime';
import { consoleRoutes, type ConsoleArea, type ConsoleRole, type Operator } from '@youlan/contract/console';
import { callConsole, ConsoleApiError } from '../../platform/api.ts';
import { useT } from '../../platform/i18n/index.ts';
import { useArea, useSession } from '../../platform/session.ts';
import { QueryState } from '../../ui/page-state.tsx';
import './operator.messages.ts';

export function OperatorsPage() {
  const area = useArea();
  const { t, language } = useT();
  const { message } = App.useApp();
  const client = useQueryClient();
  const me = useSession().data?.operator.id;
  const [adding, setAdding] = useState(false);
  const operators = useQuery({ queryKey: ['operators', area.code], queryFn: () => callConsole(consoleRoutes.listOperators, { params: { area: area.code } }) });
  const change = useMutation({
    mutationFn: ({ id, body }: { id: number; body: { role?: ConsoleRole; disabled?: boolean } }) => callConsole(consoleRoutes.updateOperator, { params: { area: area.code, id }, body }),
    onSuccess: () => {
      void message.success(t('common.saved'));
      void client.invalidateQueries({ queryKey: ['operators', area.code] });
    },
    onError: (error) => void message.error(t('common.failed', { message: error.message })),
  });
  return (
    <div data-testid="operators-page">
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={3}>{t('operators.title')}</Typography.Title>
        <Button type="primary" onClick={() => setAdding(true)}>
          {t('operators.add')}
        </Button>
      </Space>
      <QueryState query={operators} isEmpty={(data) => data.length === 0}>
        {(data) => (
          <Table<Operator>
            rowKey="id"
            dataSource={data}
            pagination={false}
            columns={[
              { title: t('account.name'), dataIndex: 'displayName', render: (name: string, row) => `${name}${row.id === me ? t('operators.you') : ''}` },
              { title: t('account.email'), dataIndex: 'email' },
              {
                title: t('operators.role'),
                dataIndex: 'role',
                width: 150,
                render: (role: ConsoleRole, row) => (
                  <Select value={role} disabled={row.id === me} style={{ width: 120 }} options={CONSOLE_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))} onChange={(next: ConsoleRole) => change.mutate({ id: row.id, body: { role: next } })} />
                ),
              },
              {
                title: t('operators.enabled'),
                dataIndex: 'disabled',
                width: 100,
                render: (disabled: boolean, row) => <Switch checked={!disabled} disabled={row.id === me} onChange={(on) => change.mutate({ id: row.id, body: { disabled: !on } })} />,
              },
              { title: t('operators.lastLogin'), dataIndex: 'lastLoginAt', width: 170, render: (iso: string | null) => (iso ? new Date(iso).toLocaleString(language, { dateStyle: 'short', timeStyle: 'short' }) : t('operators.never')) },
            ]}
          />
        )}
      </QueryState>
      {adding && <AddOperatorModal area={area} onDone={() => setAdding(false)} />}
    </div>
  );
}

function AddOperatorModal({ area, onDone }: { area: ConsoleArea; onDone: () => void }) {
  const { t } = useT();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<{ email: string; displayName: string; role: ConsoleRole; password: string }>();
  const create = useMutation({
    mutationFn: (body: { email: string; displayName: string; role: ConsoleRole; password: string }) => callConsole(consoleRoutes.createOperator, { params: { area: area.code }, body }),
    onSuccess: () => {
      void message.success(t('operators.created'));
      void client.invalidateQueries({ queryKey: ['operators', area.code] });
      onDone();
    },
    onError: (error) => {
      if (error instanceof ConsoleApiError && error.code === 'CONFLICT') form.setFields([{ name: 'email', errors: [t('operators.emailTaken')] }]);
      else void message.error(t('common.failed', { message: error.message }));
    },
  });
  return (
    <Modal open title={t('operators.add')} okText={t('common.save')} cancelText={t('common.cancel')} onCancel={onDone} onOk={() => form.submit()} confirmLoading={create.isPending}>
      <Form form={form} layout="vertical" initialValues={{ role: 'viewer' }} onFinish={(values) => create.mutate(values)}>
        <Form.Item name="email" label={t('account.email')} rules={[{ required: true, type: 'email' }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="displayName" label={t('account.name')} rules={[{ required: true, whitespace: true, max: 60 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="role" label={t('operators.role')}>
          <Select options={CONSOLE_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))} />
        </Form.Item>
        <Form.Item name="password" label={t('account.password')} extra={t('account.passwordHint')} rules={[{ required: true, min: PASSWORD_MIN_LENGTH }]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
