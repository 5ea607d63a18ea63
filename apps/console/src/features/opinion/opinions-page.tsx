/** Visitor feedback: filter by status, type and date; reply (the visitor sees it in the app), close or reopen. */
import { useState } from 'react';
import { App, Button, DatePicker, Form, Input, Modal, Select, Space, Table, Tag, Typography, type ButtonProps } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { OPINION_CATEGORIES, OPINION_REPLY_MAX, OPINION_STATUSES } from '@youlan/contract/runtime';
import type { OpinionCategory } from '@youlan/contract';
import { consoleRoutes, type ConsoleArea, type ConsoleOpinion, type OpinionStatus } from '@youlan/contract/console';
import { callConsole } from '../../platform/api.ts';
import { useT } from '../../platform/i18n/index.ts';
import { canDo, useArea } from '../../platform/session.ts';
import { QueryState } from '../../ui/page-state.tsx';
import './opinion.messages.ts';

const STATUS_COLOR: Record<OpinionStatus, string> = { open: 'orange', replied: 'green', closed: 'default' };
const PAGE_SIZE = 20;

export function OpinionsPage() {
  const area = useArea();
  const { t, language } = useT();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [status, setStatus] = useState<OpinionStatus | undefined>();
  const [category, setCategory] = useState<OpinionCategory | undefined>();
  const [dates, setDates] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [page, setPage] = useState(1);
  const [replying, setReplying] = useState<ConsoleOpinion | null>(null);
  const canEdit = canDo(area, 'editor');

  const query = {
    page,
    size: PAGE_SIZE,
    status,
    category,
    from: dates?.[0]?.format('YYYY-MM-DD'),
    to: dates?.[1]?.format('YYYY-MM-DD'),
  };
  const opinions = useQuery({
    queryKey: ['opinions', area.code, query],
    queryFn: () => callConsole(consoleRoutes.listConsoleOpinions, { params: { area: area.code }, query }),
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['opinions', area.code] });

  const close = useMutation({
    mutationFn: (opinion: ConsoleOpinion) => callConsole(consoleRoutes.closeOpinion, { params: { area: area.code, id: opinion.id }, body: { closed: opinion.status !== 'closed' } }),
    onSuccess: (changed) => {
      void message.success(t(changed.status === 'closed' ? 'opinions.closed' : 'opinions.reopened'));
      void refresh();
    },
    onError: (error) => void message.error(t('common.failed', { message: error.message })),
  });

  const formatTime = (iso: string) => new Date(iso).toLocaleString(language, { dateStyle: 'short', timeStyle: 'short' });

  return (
    <div data-testid="opinions-page">
      <Typography.Title level={3}>{t('opinions.title')}</Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          placeholder={t('opinions.allStatuses')}
          style={{ width: 160 }}
          value={status}
          data-testid="filter-status"
          options={OPINION_STATUSES.map((s) => ({ value: s, label: t(`opinions.statuses.${s}`) }))}
          onChange={(value?: OpinionStatus) => {
            setStatus(value);
            setPage(1);
          }}
        />
        <Select
          allowClear
          placeholder={t('opinions.allCategories')}
          style={{ width: 160 }}
          value={category}
          options={OPINION_CATEGORIES.map((c) => ({ value: c, label: t(`opinions.categories.${c}`) }))}
          onChange={(value?: OpinionCategory) => {
            setCategory(value);
            setPage(1);
          }}
        />
        <DatePicker.RangePicker
          value={dates}
          onChange={(value) => {
            setDates(value);
            setPage(1);
          }}
        />
      </Space>
      <QueryState query={opinions} isEmpty={(data) => data.total === 0} empty={t('opinions.empty')}>
        {(data) => (
          <Table<ConsoleOpinion>
            rowKey="id"
            dataSource={data.items}
            pagination={{ current: page, pageSize: PAGE_SIZE, total: data.total, onChange: setPage, showTotal: (count) => t('common.total', { count }) }}
            onRow={(row) => ({ 'data-testid': `opinion-row-${row.id}` }) as React.HTMLAttributes<HTMLElement>}
            columns={[
              { title: t('opinions.sentAt'), dataIndex: 'createdAt', width: 150, render: formatTime },
              { title: t('opinions.category'), dataIndex: 'category', width: 90, render: (c: OpinionCategory) => t(`opinions.categories.${c}`) },
              {
                title: t('opinions.text'),
                render: (_, row) => (
                  <div>
                    <Typography.Paragraph style={{ marginBottom: 4 }}>{row.text}</Typography.Paragraph>
                    {row.imageKeys.length > 0 && <Typography.Text type="secondary">{t('opinions.pictures', { count: row.imageKeys.length })} · </Typography.Text>}
                    {row.contact && <Typography.Text type="secondary">{t('opinions.contact')}: {row.contact}</Typography.Text>}
                    {row.reply && (
                      <Typography.Paragraph className="yc-reply" data-testid="opinion-reply">
                        <strong>{t('opinions.yourReply')}：</strong>
                        {row.reply}
                      </Typography.Paragraph>
                    )}
                  </div>
                ),
              },
              { title: t('opinions.visitor'), dataIndex: 'visitorName', width: 110 },
              { title: t('opinions.status'), dataIndex: 'status', width: 90, render: (s: OpinionStatus) => <Tag color={STATUS_COLOR[s]}>{t(`opinions.statuses.${s}`)}</Tag> },
              ...(canEdit
                ? [
                    {
                      title: t('common.actions'),
                      width: 170,
                      render: (_: unknown, row: ConsoleOpinion) => (
                        <Space>
                          <Button size="small" type="primary" data-testid={`reply-${row.id}`} onClick={() => setReplying(row)}>
                            {row.reply ? t('opinions.editReply') : t('opinions.reply')}
                          </Button>
                          <Button size="small" loading={close.isPending && close.variables?.id === row.id} onClick={() => close.mutate(row)}>
                            {row.status === 'closed' ? t('opinions.reopen') : t('opinions.close')}
                          </Button>
                        </Space>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        )}
      </QueryState>
      {replying && <ReplyModal area={area} opinion={replying} onDone={() => setReplying(null)} onSent={() => void refresh()} />}
    </div>
  );
}

function ReplyModal({ area, opinion, onDone, onSent }: { area: ConsoleArea; opinion: ConsoleOpinion; onDone: () => void; onSent: () => void }) {
  const { t } = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reply: string }>();
  const send = useMutation({
    mutationFn: (reply: string) => callConsole(consoleRoutes.replyToOpinion, { params: { area: area.code, id: opinion.id }, body: { reply } }),
    onSuccess: () => {
      void message.success(t('opinions.replySent'));
      onSent();
      onDone();
    },
    onError: (error) => void message.error(t('common.failed', { message: error.message })),
  });
  return (
    <Modal open title={t('opinions.replyTitle')} okText={t('opinions.reply')} cancelText={t('common.cancel')} onCancel={onDone} onOk={() => form.submit()} confirmLoading={send.isPending} okButtonProps={{ 'data-testid': 'reply-send' } as ButtonProps}>
      <Typography.Paragraph type="secondary">{opinion.text}</Typography.Paragraph>
      <Form form={form} initialValues={{ reply: opinion.reply ?? '' }} onFinish={(values) => send.mutate(values.reply.trim())}>
        <Form.Item name="reply" rules={[{ required: true, whitespace: true, message: t('opinions.replyRequired') }]}>
          <Input.TextArea rows={5} maxLength={OPINION_REPLY_MAX} showCount placeholder={t('opinions.replyPlaceholder')} data-testid="reply-text" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
