/** Articles: write, pin, schedule and remove, in the visitors' order; the HTML with its sandboxed preview (ui/html-field.tsx). */
import { useState } from 'react';
import { App, Button, DatePicker, Drawer, Form, Input, Popconfirm, Space, Switch, Table, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { ARTICLE_AUTHOR_MAX, ARTICLE_HTML_MAX, ARTICLE_SUMMARY_MAX, ARTICLE_TITLE_MAX } from '@youlan/contract/runtime';
import { consoleRoutes, type ConsoleArticle } from '@youlan/contract/console';
import { callConsole } from '../../platform/api.ts';
import { useT } from '../../platform/i18n.ts';
import { canDo, useArea } from '../../platform/session.ts';
import { QueryState } from '../../ui/page-state.tsx';
import { HtmlField } from '../../ui/html-field.tsx';

const PAGE_SIZE = 20;

interface Draft {
  title: string;
  summary: string;
  author: string;
  contentHtml: string;
  isPinned: boolean;
  publishedAt: Dayjs;
}

export function ArticlesPage() {
  const area = useArea();
  const { t, language } = useT();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<ConsoleArticle | 'new' | null>(null);
  const canEdit = canDo(area, 'editor');
  const articles = useQuery({ queryKey: ['articles', area.code, page], queryFn: () => callConsole(consoleRoutes.listConsoleArticles, { params: { area: area.code }, query: { page, size: PAGE_SIZE } }) });
  const refresh = () => client.invalidateQueries({ queryKey: ['articles', area.code] });
  const remove = useMutation({
    mutationFn: (id: number) => callConsole(consoleRoutes.deleteArticle, { params: { area: area.code, id } }),
    onSuccess: () => {
      void message.success(t('articles.deleted'));
      void refresh();
    },
    onError: (error) => void message.error(t('common.failed', { message: error.message })),
  });
  return (
    <div data-testid="articles-page">
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={3}>{t('articles.title')}</Typography.Title>
        {canEdit && (
          <Button type="primary" onClick={() => setEditing('new')} data-testid="article-new">
            {t('articles.add')}
          </Button>
        )}
      </Space>
      <QueryState query={articles} isEmpty={(data) => data.total === 0} empty={t('articles.empty')}>
        {(data) => (
          <Table<ConsoleArticle>
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
              { title: t('articles.author'), dataIndex: 'author', width: 140, render: (author: string | null) => author ?? '—' },
              { title: t('notices.publishedAt'), dataIndex: 'publishedAt', width: 170, render: (iso: string) => new Date(iso).toLocaleString(language, { dateStyle: 'short', timeStyle: 'short' }) },
              { title: t('notices.state'), dataIndex: 'isScheduled', width: 110, render: (scheduled: boolean) => <Tag color={scheduled ? 'blue' : 'green'}>{t(scheduled ? 'notices.scheduled' : 'notices.published')}</Tag> },
              { title: t('notices.reads'), dataIndex: 'clickCount', width: 90 },
              ...(canEdit
                ? [
                    {
                      title: t('common.actions'),
                      width: 150,
                      render: (_: unknown, row: ConsoleArticle) => (
                        <Space>
                          <Button size="small" onClick={() => setEditing(row)}>
                            {t('notices.edit')}
                          </Button>
                          <Popconfirm title={t('articles.confirmDelete')} onConfirm={() => remove.mutate(row.id)} okText={t('notices.delete')} cancelText={t('common.cancel')}>
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
      {editing && <ArticleEditor article={editing === 'new' ? null : editing} onDone={() => setEditing(null)} onSaved={() => void refresh()} />}
    </div>
  );
}

function ArticleEditor({ article, onDone, onSaved }: { article: ConsoleArticle | null; onDone: () => void; onSaved: () => void }) {
  const area = useArea();
  const { t } = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<Draft>();
  const save = useMutation({
    mutationFn: (draft: Draft) => {
      const body = { title: draft.title.trim(), summary: draft.summary.trim(), author: draft.author.trim() || null, contentHtml: draft.contentHtml, isPinned: draft.isPinned, publishedAt: draft.publishedAt.toISOString() };
      return article ? callConsole(consoleRoutes.updateArticle, { params: { area: area.code, id: article.id }, body }) : callConsole(consoleRoutes.createArticle, { params: { area: area.code }, body });
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
      title={article ? t('notices.edit') : t('articles.add')}
      onClose={onDone}
      extra={
        <Space>
          <Button onClick={onDone}>{t('common.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()} data-testid="article-save">
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      <Form<Draft>
        form={form}
        layout="vertical"
        initialValues={{
          title: article?.title ?? '',
          summary: article?.summary ?? '',
          author: article?.author ?? '',
          contentHtml: article?.contentHtml ?? '',
          isPinned: article?.isPinned ?? false,
          publishedAt: article ? dayjs(article.publishedAt) : dayjs(),
        }}
        onFinish={(draft) => save.mutate(draft)}
      >
        <Form.Item name="title" label={t('notices.name')} rules={[{ required: true, whitespace: true, max: ARTICLE_TITLE_MAX }]}>
          <Input data-testid="article-title" />
        </Form.Item>
        <Form.Item name="summary" label={t('articles.summary')} extra={t('articles.summaryHint')} rules={[{ max: ARTICLE_SUMMARY_MAX }]}>
          <Input />
        </Form.Item>
        <Space size="large">
          <Form.Item name="author" label={t('articles.author')} rules={[{ max: ARTICLE_AUTHOR_MAX }]}>
            <Input />
          </Form.Item>
          <Form.Item name="publishedAt" label={t('notices.publishedAt')} extra={t('notices.scheduleHint')} rules={[{ required: true }]}>
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
          </Form.Item>
          <Form.Item name="isPinned" label={t('notices.pinned')} valuePropName="checked">
            <Switch data-testid="article-pinned" />
          </Form.Item>
        </Space>
        <HtmlField name="contentHtml" label={t('notices.content')} hint={t('notices.htmlHint')} max={ARTICLE_HTML_MAX} testId="article-html" />
      </Form>
    </Drawer>
  );
}
