/**
 * The list and editor of the area's published texts, notices and articles alike: write, pin,
 * schedule and remove; the HTML typed beside its sandboxed live preview (html-field.tsx), sanitized
 * by the server on save. Each feature page gives its calls, limits and the fields only it has
 * (an article's summary, author and cover).
 */
import { useState, type ReactNode } from 'react';
import { App, Button, DatePicker, Drawer, Form, Input, Popconfirm, Space, Switch, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useT } from '../platform/i18n/index.ts';
import { canDo, useArea } from '../platform/session.ts';
import { QueryState } from './page-state.tsx';
import { HtmlField } from './html-field.tsx';

const PAGE_SIZE = 20;

/** What notices and articles share, as the console reads them. */
export interface PublishedText {
  id: number;
  title: string;
  contentHtml: string;
  isPinned: boolean;
  publishedAt: string;
  isScheduled: boolean;
  clickCount: number;
}

/** What notices and articles share, as the console writes them. */
export interface PublishedTextFields {
  title: string;
  contentHtml: string;
  isPinned: boolean;
  publishedAt: string;
}

/** What the form holds. */
interface SharedDraft {
  title: string;
  contentHtml: string;
  isPinned: boolean;
  publishedAt: Dayjs;
}

export interface PublishedTextsProps<Row extends PublishedText, Extra extends object, Body extends object> {
  /** Names the test ids (`notice-new`), the query key (`notices`) and the texts of its own (`notices.title`). */
  kind: 'notice' | 'article';
  titleMax: number;
  htmlMax: number;
  list: (area: string, page: number, size: number) => Promise<{ items: Row[]; total: number }>;
  save: (area: string, row: Row | null, fields: PublishedTextFields & Body) => Promise<Row>;
  remove: (area: string, id: number) => Promise<unknown>;
  /** Columns of its own, before the publishing time. */
  columns?: TableColumnsType<Row>;
  /** Its own fields' values in the form, and what they send. */
  draftOf?: (row: Row | null) => Extra;
  bodyOf?: (draft: Extra) => Body;
  /** Its own fields, under the title (an article's summary, author and cover). */
  fieldsUnderTitle?: (row: Row | null) => ReactNode;
}

export function PublishedTextsPage<Row extends PublishedText, Extra extends object = object, Body extends object = object>(props: PublishedTextsProps<Row, Extra, Body>) {
  const area = useArea();
  const { t, language } = useT();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const canEdit = canDo(area, 'editor');
  const own = `${props.kind}s` as const;
  const texts = useQuery({ queryKey: [own, area.code, page], queryFn: () => props.list(area.code, page, PAGE_SIZE) });
  const refresh = () => client.invalidateQueries({ queryKey: [own, area.code] });
  const remove = useMutation({
    mutationFn: (id: number) => props.remove(area.code, id),
    onSuccess: () => {
      void message.success(t(`${own}.deleted`));
      void refresh();
    },
    onError: (error) => void message.error(t('common.failed', { message: error.message })),
  });
  return (
    <div data-testid={`${own}-page`}>
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={3}>{t(`${own}.title`)}</Typography.Title>
        {canEdit && (
          <Button type="primary" onClick={() => setEditing('new')} data-testid={`${props.kind}-new`}>
            {t(`${own}.add`)}
          </Button>
        )}
      </Space>
      <QueryState query={texts} isEmpty={(data) => data.total === 0} empty={t(`${own}.empty`)}>
        {(data) => (
          <Table<Row>
            rowKey="id"
            dataSource={data.items}
            pagination={{ current: page, pageSize: PAGE_SIZE, total: data.total, onChange: setPage, showTotal: (count) => t('common.total', { count }) }}
            columns={[
              {
                title: t('publishedTexts.name'),
                dataIndex: 'title',
                render: (title: string, row) => (
                  <Space>
                    {row.isPinned && <Tag color="gold">{t('publishedTexts.pinned')}</Tag>}
                    {title}
                  </Space>
                ),
              },
              ...(props.columns ?? []),
              { title: t('publishedTexts.publishedAt'), dataIndex: 'publishedAt', width: 170, render: (iso: string) => new Date(iso).toLocaleString(language, { dateStyle: 'short', timeStyle: 'short' }) },
              { title: t('publishedTexts.state'), dataIndex: 'isScheduled', width: 110, render: (scheduled: boolean) => <Tag color={scheduled ? 'blue' : 'green'}>{t(scheduled ? 'publishedTexts.scheduled' : 'publishedTexts.published')}</Tag> },
              { title: t('publishedTexts.reads'), dataIndex: 'clickCount', width: 90 },
              ...(canEdit
                ? [
                    {
                      title: t('common.actions'),
                      width: 150,
                      render: (_: unknown, row: Row) => (
                        <Space>
                          <Button size="small" onClick={() => setEditing(row)}>
                            {t('publishedTexts.edit')}
                          </Button>
                          <Popconfirm title={t(`${own}.confirmDelete`)} onConfirm={() => remove.mutate(row.id)} okText={t('publishedTexts.delete')} cancelText={t('common.cancel')}>
                            <Button size="small" danger>
                              {t('publishedTexts.delete')}
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
      {editing && <PublishedTextEditor {...props} row={editing === 'new' ? null : editing} onDone={() => setEditing(null)} onSaved={() => void refresh()} />}
    </div>
  );
}

function PublishedTextEditor<Row extends PublishedText, Extra extends object, Body extends object>({ row, onDone, onSaved, ...props }: PublishedTextsProps<Row, Extra, Body> & { row: Row | null; onDone: () => void; onSaved: () => void }) {
  const area = useArea();
  const { t } = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<SharedDraft & Extra>();
  const save = useMutation({
    mutationFn: (draft: SharedDraft & Extra) => {
      const { title, contentHtml, isPinned, publishedAt, ...extra } = draft;
      const body = {
        title: title.trim(),
        ...(props.bodyOf?.(extra as unknown as Extra) as Body),
        contentHtml,
        isPinned,
        publishedAt: publishedAt.toISOString(),
      };
      return props.save(area.code, row, body);
    },
    onSuccess: (saved, draft) => {
      const sanitized = saved.contentHtml !== draft.contentHtml;
      void message.success(t(sanitized ? 'publishedTexts.savedSanitized' : 'common.saved'));
      onSaved();
      onDone();
    },
    onError: (error) => void message.error(t('common.failed', { message: error.message })),
  });
  const shared: SharedDraft = {
    title: row?.title ?? '',
    contentHtml: row?.contentHtml ?? '',
    isPinned: row?.isPinned ?? false,
    publishedAt: row ? dayjs(row.publishedAt) : dayjs(),
  };
  return (
    <Drawer
      open
      // Never wider than the screen (a phone).
      width="min(1100px, 100vw)"
      title={row ? t('publishedTexts.edit') : t(`${props.kind}s.add`)}
      onClose={onDone}
      extra={
        <Space>
          <Button onClick={onDone}>{t('common.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()} data-testid={`${props.kind}-save`}>
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      <Form<SharedDraft & Extra> form={form} layout="vertical" initialValues={{ ...shared, ...props.draftOf?.(row) }} onFinish={(draft) => save.mutate(draft)}>
        <Form.Item name="title" label={t('publishedTexts.name')} rules={[{ required: true, whitespace: true, max: props.titleMax }]}>
          <Input data-testid={`${props.kind}-title`} />
        </Form.Item>
        {props.fieldsUnderTitle?.(row)}
        <Space size="large" wrap>
          <Form.Item name="publishedAt" label={t('publishedTexts.publishedAt')} extra={t('publishedTexts.scheduleHint')} rules={[{ required: true }]}>
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
          </Form.Item>
          <Form.Item name="isPinned" label={t('publishedTexts.pinned')} valuePropName="checked">
            <Switch data-testid={`${props.kind}-pinned`} />
          </Form.Item>
        </Space>
        <HtmlField name="contentHtml" label={t('publishedTexts.content')} hint={t('richText.htmlHint')} max={props.htmlMax} testId={`${props.kind}-html`} />
      </Form>
    </Drawer>
  );
}
