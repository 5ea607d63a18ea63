/** Surveys: the area's surveys with response counts, open/close and the builder's entry; per survey the answers question by question. */
import { App, Button, Card, Empty, List, Popconfirm, Space, Switch, Table, Tag, Tooltip, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { consoleRoutes, type ConsoleSurvey, type QuestionResult } from '@youlan/contract/console';
import { callConsole, consoleUrl } from '../../platform/api.ts';
import { useT } from '../../platform/i18n/index.ts';
import { canDo, useArea } from '../../platform/session.ts';
import { QueryState } from '../../ui/page-state.tsx';
import { Chart, type ChartOption } from '../../ui/chart.tsx';
import './survey.messages.ts';

/** One bar per option or star value, in the question's order, labelled with how many visitors chose it. */
function barsOption(bars: { label: string; count: number }[]): ChartOption {
  return {
    color: ['#2a9384'],
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 40, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', inverse: true, data: bars.map((bar) => bar.label), axisLabel: { width: 240, overflow: 'truncate' } },
    series: [{ type: 'bar', data: bars.map((bar) => bar.count), barMaxWidth: 18, label: { show: true, position: 'right' } }],
  };
}

export function SurveysPage() {
  const area = useArea();
  const { t } = useT();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const canEdit = canDo(area, 'editor');
  const surveys = useQuery({ queryKey: ['surveys', area.code], queryFn: () => callConsole(consoleRoutes.listConsoleSurveys, { params: { area: area.code } }) });
  const refresh = () => client.invalidateQueries({ queryKey: ['surveys', area.code] });
  const failed = (error: Error) => void message.error(t('common.failed', { message: error.message }));
  const open = useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => callConsole(consoleRoutes.openSurvey, { params: { area: area.code, id }, body: { active } }),
    onSuccess: (saved) => {
      void message.success(t(saved.active ? 'surveys.opened' : 'surveys.closedDone'));
      client.setQueryData(['survey', area.code, saved.id], saved);
      void refresh();
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (id: number) => callConsole(consoleRoutes.deleteSurvey, { params: { area: area.code, id } }),
    onSuccess: () => {
      void message.success(t('surveys.deleted'));
      void refresh();
    },
    onError: failed,
  });
  // Visitors get the first open survey in the area's order, which is this list's order.
  const shownId = surveys.data?.find((survey) => survey.active)?.id;
  return (
    <div data-testid="surveys-page">
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={3}>{t('surveys.list')}</Typography.Title>
        {canEdit && (
          <Button type="primary" onClick={() => navigate(`/${area.code}/surveys/new`)} data-testid="survey-new">
            {t('surveys.add')}
          </Button>
        )}
      </Space>
      <Typography.Paragraph type="secondary">{t('surveys.shownHint')}</Typography.Paragraph>
      <QueryState query={surveys} isEmpty={(data) => data.length === 0} empty={t('surveys.empty')}>
        {(data) => (
          <Table<ConsoleSurvey>
            rowKey="id"
            dataSource={data}
            pagination={false}
            columns={[
              {
                title: t('surveys.name'),
                dataIndex: 'title',
                render: (title: string, row) => (
                  <Space>
                    <Link to={`/${area.code}/surveys/${row.id}`}>{title}</Link>
                    {row.id === shownId && <Tag color="green">{t('surveys.shown')}</Tag>}
                  </Space>
                ),
              },
              {
                title: t('surveys.active'),
                dataIndex: 'active',
                width: 130,
                render: (active: boolean, row) =>
                  canEdit ? (
                    <Switch
                      checked={active}
                      loading={open.isPending && open.variables?.id === row.id}
                      checkedChildren={t('surveys.open')}
                      unCheckedChildren={t('surveys.closed')}
                      onChange={(checked) => open.mutate({ id: row.id, active: checked })}
                      data-testid={`survey-open-${row.id}`}
                    />
                  ) : (
                    <Tag color={active ? 'green' : 'default'}>{t(active ? 'surveys.open' : 'surveys.closed')}</Tag>
                  ),
              },
              { title: t('surveys.responses'), dataIndex: 'responseCount', width: 110 },
              {
                title: t('common.actions'),
                width: 240,
                render: (_, row) => (
                  <Space>
                    <Link to={`/${area.code}/surveys/${row.id}`}>{t('surveys.view')}</Link>
                    {canEdit && (
                      <Button size="small" onClick={() => navigate(`/${area.code}/surveys/${row.id}/edit`)} data-testid={`survey-edit-${row.id}`}>
                        {t('surveys.edit')}
                      </Button>
                    )}
                    {canEdit && (
                      <Tooltip title={row.responseCount > 0 ? t('surveys.deleteAnswered') : undefined}>
                        <Popconfirm title={t('surveys.confirmDelete')} disabled={row.responseCount > 0} onConfirm={() => remove.mutate(row.id)} okText={t('surveys.remove')} cancelText={t('common.cancel')}>
                          <Button size="small" danger disabled={row.responseCount > 0}>
                            {t('surveys.remove')}
                          </Button>
                        </Popconfirm>
                      </Tooltip>
                    )}
                  </Space>
                ),
              },
            ]}
          />
        )}
      </QueryState>
    </div>
  );
}

export function SurveyResultsPage() {
  const area = useArea();
  const id = Number(useParams().id);
  const { t } = useT();
  const results = useQuery({ queryKey: ['survey-results', area.code, id], queryFn: () => callConsole(consoleRoutes.getSurveyResults, { params: { area: area.code, id } }) });
  return (
    <div data-testid="survey-results-page">
      <Space style={{ marginBottom: 16 }}>
        <Link to={`/${area.code}/surveys`}>← {t('surveys.back')}</Link>
      </Space>
      <QueryState query={results}>
        {(data) => (
          <>
            <Space align="center" style={{ justifyContent: 'space-between', width: '100%' }}>
              <Typography.Title level={3}>{data.survey.title}</Typography.Title>
              <Button href={consoleUrl(consoleRoutes.exportSurveyResponses, { params: { area: area.code, id } })} download>
                {t('surveys.exportCsv')}
              </Button>
            </Space>
            <Typography.Paragraph type="secondary">{t('surveys.answered', { count: data.survey.responseCount })}</Typography.Paragraph>
            <Space direction="vertical" size="large" style={{ width: '100%' }}>
              {data.questions.map((question, index) => (
                <QuestionCard key={question.questionId} index={index + 1} question={question} />
              ))}
            </Space>
          </>
        )}
      </QueryState>
    </div>
  );
}

function QuestionCard({ index, question }: { index: number; question: QuestionResult }) {
  const { t, language } = useT();
  const bars = question.kind === 'rating' ? question.ratings.map((r) => ({ key: String(r.value), label: t('surveys.stars', { value: r.value }), count: r.count })) : question.options.map((o) => ({ key: o.id, label: o.label, count: o.count }));
  return (
    <Card
      title={`${index}. ${question.title}`}
      extra={
        <Space>
          <Tag>{t(`surveys.kinds.${question.kind}`)}</Tag>
          <Typography.Text type="secondary">{t('surveys.answered', { count: question.answered })}</Typography.Text>
          {question.ratingMean !== null && <Typography.Text strong>{t('surveys.mean', { mean: question.ratingMean.toFixed(1) })}</Typography.Text>}
        </Space>
      }
    >
      {question.kind === 'text' ? (
        question.texts.length ? (
          <List size="small" dataSource={question.texts} renderItem={(item) => <List.Item extra={<Typography.Text type="secondary">{new Date(item.answeredAt).toLocaleDateString(language)}</Typography.Text>}>{item.text}</List.Item>} />
        ) : (
          <Empty description={t('surveys.noTexts')} />
        )
      ) : (
        <Chart option={barsOption(bars)} height={48 + bars.length * 30} testId={`survey-chart-${question.questionId}`} />
      )}
    </Card>
  );
}
