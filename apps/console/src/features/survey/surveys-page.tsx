/** Survey results: the area's surveys with response counts, and per survey the answers question by question. */
import { Button, Card, Empty, List, Progress, Space, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { consoleRoutes, type ConsoleSurvey, type QuestionResult } from '@youlan/contract/console';
import { callConsole, consoleUrl } from '../../platform/api.ts';
import { useT } from '../../platform/i18n.ts';
import { useArea } from '../../platform/session.ts';
import { QueryState } from '../../ui/page-state.tsx';

export function SurveysPage() {
  const area = useArea();
  const { t } = useT();
  const surveys = useQuery({ queryKey: ['surveys', area.code], queryFn: () => callConsole(consoleRoutes.listConsoleSurveys, { params: { area: area.code } }) });
  return (
    <div data-testid="surveys-page">
      <Typography.Title level={3}>{t('surveys.title')}</Typography.Title>
      <QueryState query={surveys} isEmpty={(data) => data.length === 0} empty={t('surveys.empty')}>
        {(data) => (
          <Table<ConsoleSurvey>
            rowKey="id"
            dataSource={data}
            pagination={false}
            columns={[
              { title: t('surveys.name'), dataIndex: 'title', render: (title: string, row) => <Link to={`/${area.code}/surveys/${row.id}`}>{title}</Link> },
              { title: t('surveys.active'), dataIndex: 'active', width: 110, render: (active: boolean) => <Tag color={active ? 'green' : 'default'}>{t(active ? 'surveys.open' : 'surveys.closed')}</Tag> },
              { title: t('surveys.responses'), dataIndex: 'responseCount', width: 110 },
              { title: t('common.actions'), width: 120, render: (_, row) => <Link to={`/${area.code}/surveys/${row.id}`}>{t('surveys.view')}</Link> },
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
  const most = Math.max(1, ...bars.map((bar) => bar.count));
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
        <div className="yc-bars">
          {bars.map((bar) => (
            <div key={bar.key} className="yc-bar">
              <span className="yc-bar__label">{bar.label}</span>
              {/* Bars scaled to the most chosen answer; the count is the number of visitors. */}
              <Progress percent={(bar.count / most) * 100} showInfo={false} strokeColor="#2a9384" />
              <span className="yc-bar__count">{bar.count}</span>
            </div>
          ))}
        </div>
      )}
    </Card>
  );
}
