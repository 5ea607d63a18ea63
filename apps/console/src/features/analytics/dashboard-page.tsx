/**
 * The dashboard: what visitors did over a chosen period of the area's (Beijing) calendar days,
 * counted by the server's database. Visits per day, the median visit length, entry pages,
 * per place views, likes, punches and automatic-guide plays, and the most read notices and
 * articles. The charts (ECharts) load as their own chunk.
 */
import { useMemo, useState } from 'react';
import { Card, Col, DatePicker, Row, Space, Statistic, Table, Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { ANALYTICS_PERIOD_MAX_DAYS } from '@youlan/contract/runtime';
import { consoleRoutes, type AreaAnalytics } from '@youlan/contract/console';
import { callConsole } from '../../platform/api.ts';
import { useT, type MessageKey } from '../../platform/i18n/index.ts';
import { useArea } from '../../platform/session.ts';
import { QueryState } from '../../ui/page-state.tsx';
import { Chart, type ChartOption } from '../../ui/chart.tsx';
import './analytics.messages.ts';

const ACCENT = '#2a9384';
const PALETTE = [ACCENT, '#e0a43a', '#5b8ff9', '#d9534f'];
/** Places drawn in the chart (all of them are in the table below it). */
const PLACES_CHARTED = 15;

/** Today in Beijing, the area's calendar, whatever the operator's own clock says. */
function areaToday(): Dayjs {
  return dayjs(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date()));
}

/** hh:mm:ss, as the app writes a visit's view time. */
function clock(seconds: number | null): string {
  if (seconds === null) return '—';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

export function DashboardPage() {
  const area = useArea();
  const { t } = useT();
  const today = areaToday();
  const [period, setPeriod] = useState<[Dayjs, Dayjs]>([today.subtract(29, 'day'), today]);
  const from = period[0].format('YYYY-MM-DD');
  const to = period[1].format('YYYY-MM-DD');
  const analytics = useQuery({
    queryKey: ['analytics', area.code, from, to],
    queryFn: () => callConsole(consoleRoutes.getAreaAnalytics, { params: { area: area.code }, query: { from, to } }),
    // The old period stays on screen while the new one loads: no flash of a spinner, no jump.
    placeholderData: keepPreviousData,
  });
  const presets = [
    { label: t('dashboard.last7'), value: [today.subtract(6, 'day'), today] as [Dayjs, Dayjs] },
    { label: t('dashboard.last30'), value: [today.subtract(29, 'day'), today] as [Dayjs, Dayjs] },
    { label: t('dashboard.last90'), value: [today.subtract(89, 'day'), today] as [Dayjs, Dayjs] },
    { label: t('dashboard.lastYear'), value: [today.subtract(ANALYTICS_PERIOD_MAX_DAYS - 2, 'day'), today] as [Dayjs, Dayjs] },
  ];
  return (
    <div data-testid="dashboard-page">
      <Space style={{ justifyContent: 'space-between', width: '100%' }} align="center">
        <Typography.Title level={3}>{t('dashboard.title')}</Typography.Title>
        <DatePicker.RangePicker
          data-testid="dashboard-period"
          value={period}
          allowClear={false}
          presets={presets}
          disabledDate={(day, info) => day.isAfter(today) || (info.from ? Math.abs(day.diff(info.from, 'day')) >= ANALYTICS_PERIOD_MAX_DAYS : false)}
          onChange={(range) => range?.[0] && range[1] && setPeriod([range[0], range[1]])}
        />
      </Space>
      <Typography.Paragraph type="secondary">{t('dashboard.hint')}</Typography.Paragraph>
      <QueryState query={analytics}>{(data) => <Dashboard data={data} />}</QueryState>
    </div>
  );
}

function Dashboard({ data }: { data: AreaAnalytics }) {
  const { t, language } = useT();
  const { totals } = data;
  const visitsOption = useMemo<ChartOption>(
    () => ({
      color: PALETTE,
      tooltip: { trigger: 'axis' },
      grid: { left: 48, right: 24, top: 24, bottom: data.days.length > 60 ? 64 : 32 },
      xAxis: { type: 'category', data: data.days.map((day) => (data.days.length > 60 ? day.day : day.day.slice(5))) },
      yAxis: { type: 'value', minInterval: 1 },
      dataZoom: data.days.length > 60 ? [{ type: 'slider', start: 0, end: 100 }] : [],
      series: [{ name: t('dashboard.visits'), type: 'bar', data: data.days.map((day) => day.visits), barMaxWidth: 24 }],
    }),
    [data, t],
  );
  const entryOption = useMemo<ChartOption>(
    () => ({
      color: [ACCENT],
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      grid: { left: 8, right: 32, top: 8, bottom: 8, containLabel: true },
      xAxis: { type: 'value', minInterval: 1 },
      // Long paths end in … (the tooltip has them whole), so the bars keep their room.
      yAxis: { type: 'category', inverse: true, data: data.entryPages.map((entry) => entry.page), axisLabel: { width: 150, overflow: 'truncate' } },
      series: [{ name: t('dashboard.visits'), type: 'bar', data: data.entryPages.map((entry) => entry.visits), barMaxWidth: 18, label: { show: true, position: 'right' } }],
    }),
    [data, t],
  );
  const charted = data.places.slice(0, PLACES_CHARTED);
  const placesOption = useMemo<ChartOption>(
    () => ({
      color: PALETTE,
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      legend: { top: 0, data: [t('dashboard.views'), t('dashboard.likes'), t('dashboard.punches'), t('dashboard.autoGuidePlays')] },
      grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
      xAxis: { type: 'category', data: charted.map((row) => row.name), axisLabel: { interval: 0, rotate: charted.length > 8 ? 30 : 0 } },
      yAxis: { type: 'value', minInterval: 1 },
      series: (
        [
          ['views', 'dashboard.views'],
          ['likes', 'dashboard.likes'],
          ['punches', 'dashboard.punches'],
          ['autoGuidePlays', 'dashboard.autoGuidePlays'],
        ] as const
      ).map(([key, label]) => ({ name: t(label), type: 'bar', data: charted.map((row) => row[key]), barMaxWidth: 14 })),
    }),
    [charted, t],
  );
  const number = (value: number) => value.toLocaleString(language);
  const stats: [MessageKey, string][] = [
    ['dashboard.visits', number(totals.visits)],
    ['dashboard.medianViewTime', clock(totals.medianViewSeconds)],
    ['dashboard.views', number(totals.placeViews)],
    ['dashboard.likes', number(totals.likes)],
    ['dashboard.noticeReads', number(totals.noticeReads)],
    ['dashboard.articleReads', number(totals.articleReads)],
    ['dashboard.punches', number(totals.punches)],
    ['dashboard.autoGuidePlays', number(totals.autoGuidePlays)],
  ];
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <div className="yc-stats" data-testid="dashboard-totals">
        {stats.map(([label, value]) => (
          <Card key={label} size="small">
            <Statistic title={t(label)} value={value} />
          </Card>
        ))}
      </div>
      <Card title={t('dashboard.visitsPerDay')} size="small">
        <Chart option={visitsOption} height={300} testId="dashboard-visits-chart" />
      </Card>
      <Row gutter={16}>
        <Col span={10}>
          <Card title={t('dashboard.entryPages')} size="small" style={{ height: '100%' }}>
            {data.entryPages.length ? <Chart option={entryOption} height={300} testId="dashboard-entry-chart" /> : <Typography.Text type="secondary">{t('dashboard.none')}</Typography.Text>}
          </Card>
        </Col>
        <Col span={14}>
          <Card title={t('dashboard.places')} size="small" style={{ height: '100%' }}>
            {charted.length ? <Chart option={placesOption} height={300} testId="dashboard-places-chart" /> : <Typography.Text type="secondary">{t('dashboard.none')}</Typography.Text>}
          </Card>
        </Col>
      </Row>
      <Card title={t('dashboard.placeTable')} size="small">
        <Table
          size="small"
          rowKey="placeId"
          dataSource={data.places}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          locale={{ emptyText: t('dashboard.none') }}
          columns={[
            { title: t('dashboard.place'), dataIndex: 'name' },
            { title: t('dashboard.views'), dataIndex: 'views', width: 110, sorter: (a, b) => a.views - b.views },
            { title: t('dashboard.likes'), dataIndex: 'likes', width: 110, sorter: (a, b) => a.likes - b.likes },
            { title: t('dashboard.punches'), dataIndex: 'punches', width: 110, sorter: (a, b) => a.punches - b.punches },
            { title: t('dashboard.autoGuidePlays'), dataIndex: 'autoGuidePlays', width: 130, sorter: (a, b) => a.autoGuidePlays - b.autoGuidePlays },
          ]}
        />
      </Card>
      <Row gutter={16}>
        {(
          [
            ['dashboard.topNotices', data.notices],
            ['dashboard.topArticles', data.articles],
          ] as const
        ).map(([title, rows]) => (
          <Col span={12} key={title}>
            <Card title={t(title)} size="small">
              <Table size="small" rowKey="id" dataSource={rows} pagination={false} locale={{ emptyText: t('dashboard.none') }} columns={[{ title: t('dashboard.titleColumn'), dataIndex: 'title' }, { title: t('dashboard.reads'), dataIndex: 'reads', width: 100 }]} />
            </Card>
          </Col>
        ))}
      </Row>
    </Space>
  );
}
