/**
 * Notices: write, pin, schedule and remove. The HTML is typed with a sandboxed live preview beside
 * it (ui/html-field.tsx); the server sanitizes it on save.
 */
import { useState } from 'react';
import { App, Button, DatePicker, Drawer, Form, Input, Popconfirm, Space, Switch, Table, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { NOTICE_HTML_MAX, NOTICE_TITLE_MAX } from '@youlan/contract/runtime';
import { consoleRoutes, type ConsoleNotice } from '@youlan/contract/console';
import { callConsole } from '../../platform/api.ts';
import { useT } from '../../platform/i18n.ts';
import { canDo, useArea } from '../../platform/session.ts';
import { QueryState } from '../../ui/page-state.tsx';
import { HtmlField } from '../../ui/html-field.tsx';

const PAGE_SIZE = 20;

interface Draft {
  title: string;
  contentHtml: string;
  isPinned: boolean;
  publishedAt: Dayjs;
}

export function NoticesPage() {
  const area = useArea();
  const { t, language } = useT();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<ConsoleNotice | 'new' | null>(null);
  const canEdit = canDo(area, 'editor');
  const notices = useQuery({ queryKey: ['notices', area.code, page], queryFn: () => callConsole(consoleRoutes.listConsoleNotices, { params: { area: area.code }, query: { page, size: PAGE_SIZE } }) });
  const refresh = () => client.invalidateQueries({ queryKey: ['notices', area.code] });
  const remove = useMutation({
    mutationFn: (id: number) => callConsole(consoleRoutes.deleteNotice, { params: { area: area.code, id } }),
    onSuccess: () => {
      void message.success(t('notices.deleted'));
      void refresh();
    },
    onError: (error) => void message.error(t('common.failed', { message: error.message })),
  });
  return (
    <div data-testid="notices-page">
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={3}>{t('notices.title')}</Typography.Title>
        {canEdit && (
          <Button type="primary" onClick={() => setEditing('new')} data-testid="notice-new">
            {t('notices.add')}
          </Button>
        )}
      </Space>
      <QueryState query={notices} isEmpty={(data) => data.total === 0} empty={t('notices.empty')}>
        {(data) => (
          <Table<ConsoleNotice>
            rowKey="id"
            dataSource={data.items}
            pagination={{ current: page, pageSize: PAGE_SIZE, total: data.total, onChange: setPage, showTotal: (count) => t('common.total', { count }) }}
            columns={[
              {
                title: t('notices.name'),
                dataIndex: 'title',
                render: (title: string, row) => (
                  <Space>
                    {row.isPinned && <Tag color="gold">{t('notices.pinned')}</Tag>}
                    {title}
                  </Space>
                ),
              },
              { title: t('notices.publishedAt'), dataIndex: 'publishedAt', width: 170, render: (iso: string) => new Date(iso).toLocaleString(language, { dateStyle: 'short', timeStyle: 'short' }) },
              { title: t('notices.state'), dataIndex: 'isScheduled', width: 110, render: (scheduled: boolean) => <Tag color={scheduled ? 'blue' : 'green'}>{t(scheduled ? 'notices.scheduled' : 'notices.published')}</Tag> },
              { title: t('notices.reads'), dataIndex: 'clickCount', width: 90 },
              ...(canEdit
                ? [
                    {
                      title: t('common.actions'),
                      width: 150,
                      render: (_: unknown, row: ConsoleNotice) => (
                        <Space>
                          <Button size="small" onClick={() => setEditing(row)}>
                            {t('notices.edit')}
                          </Button>
                          <Popconfirm title={t('notices.confirmDelete')} onConfirm={() => remove.mutate(row.id)} okText={t('notices.delete')} cancelText={t('common.cancel')}>
                            <Button size="small" danger>
                              {t('notices.delete')}
                            </Button>
                          </Popconfirm>
                        </Space>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        )}
      </QueryState>
      {editing && <NoticeEditor notice={editing === 'new' ? null : editing} onDone={() => setEditing(null)} onSaved={() => void refresh()} />}
    </div>
  );
}

function NoticeEditor({ notice, onDone, onSaved }: { notice: ConsoleNotice | null; onDone: () => void; onSaved: () => void }) {
  const area = useArea();
  const { t } = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<Draft>();
  const save = useMutation({
    mutationFn: (draft: Draft) => {
      const body = { title: draft.title.trim(), contentHtml: draft.contentHtml, isPinned: draft.isPinned, publishedAt: draft.publishedAt.toISOString() };
      return notice ? callConsole(consoleRoutes.updateNotice, { params: { area: area.code, id: notice.id }, body }) : callConsole(consoleRoutes.createNotice, { params: { area: area.code }, body });
    },
    onSuccess: (saved) => {
      void message.success(t(saved.contentHtml === form.getFieldValue('contentHtml') ? 'common.saved' : 'notices.savedSanitized'));
      onSaved();
      onDone();
    },
    onError: (error) => void message.error(t('common.failed', { message: error.message })),
  });
  return (
    <Drawer
      open
      width={1100}
      title={notice ? t('notices.edit') : t('notices.add')}
      onClose={onDone}
      extra={
        <Space>
          <Button onClick={onDone}>{t('common.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()} data-testid="notice-save">
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      <Form<Draft>
        form={form}
        layout="vertical"
        initialValues={{ title: notice?.title ?? '', contentHtml: notice?.contentHtml ?? '', isPinned: notice?.isPinned ?? false, publishedAt: notice ? dayjs(notice.publishedAt) : dayjs() }}
        onFinish={(draft) => save.mutate(draft)}
      >
        <Form.Item name="title" label={t('notices.name')} rules={[{ required: true, whitespace: true, max: NOTICE_TITLE_MAX }]}>
          <Input data-testid="notice-title" />
        </Form.Item>
        <Space size="large">
          <Form.Item name="publishedAt" label={t('notices.publishedAt')} extra={t('notices.scheduleHint')} rules={[{ required: true }]}>
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
          </Form.Item>
          <Form.Item name="isPinned" label={t('notices.pinned')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <HtmlField name="contentHtml" label={t('notices.content')} hint={t('notices.htmlHint')} max={NOTICE_HTML_MAX} testId="notice-html" />
      </Form>
    </Drawer>
  );
}
