/** Punch records with the server's plausibility flags; the flagged ones can be shown alone. */
import { useState } from 'react';
import { Space, Switch, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { consoleRoutes, type ConsolePunch } from '@youlan/contract/console';
import { callConsole } from '../../platform/api.ts';
import { useT } from '../../platform/i18n/index.ts';
import { useArea } from '../../platform/session.ts';
import { QueryState } from '../../ui/page-state.tsx';
import './punch.messages.ts';

const PAGE_SIZE = 20;

export function PunchesPage() {
  const area = useArea();
  const { t, language } = useT();
  const [flagged, setFlagged] = useState(false);
  const [page, setPage] = useState(1);
  const query = { page, size: PAGE_SIZE, ...(flagged ? { flagged: 'true' as const } : {}) };
  const punches = useQuery({ queryKey: ['punches', area.code, query], queryFn: () => callConsole(consoleRoutes.listConsolePunches, { params: { area: area.code }, query }) });
  return (
    <div data-testid="punches-page">
      <Typography.Title level={3}>{t('punches.title')}</Typography.Title>
      <Space style={{ marginBottom: 16 }}>
        <Switch
          checked={flagged}
          onChange={(value) => {
            setFlagged(value);
            setPage(1);
          }}
        />
        {t('punches.flaggedOnly')}
      </Space>
      <QueryState query={punches} isEmpty={(data) => data.total === 0} empty={t('punches.empty')}>
        {(data) => (
          <Table<ConsolePunch>
            rowKey="id"
            dataSource={data.items}
            pagination={{ current: page, pageSize: PAGE_SIZE, total: data.total, onChange: setPage, showTotal: (count) => t('common.total', { count }) }}
            columns={[
              { title: t('punches.at'), dataIndex: 'punchedAt', width: 170, render: (iso: string) => new Date(iso).toLocaleString(language, { dateStyle: 'short', timeStyle: 'short' }) },
              { title: t('punches.place'), dataIndex: 'placeName' },
              { title: t('punches.visitor'), dataIndex: 'visitorName' },
              { title: t('punches.distance'), dataIndex: 'distanceMeters', width: 100, render: (m: number) => t('punches.meters', { value: Math.round(m) }) },
              { title: t('punches.accuracy'), dataIndex: 'accuracyMeters', width: 100, render: (m: number) => t('punches.meters', { value: Math.round(m) }) },
              {
                title: t('punches.flags'),
                dataIndex: 'flags',
                render: (flags: ConsolePunch['flags']) =>
                  flags.length ? flags.map((flag) => <Tag key={flag} color="red">{t(`punches.flagNames.${flag}`)}</Tag>) : <Tag color="green">{t('punches.plausible')}</Tag>,
              },
            ]}
          />
        )}
      </QueryState>
    </div>
  );
}
