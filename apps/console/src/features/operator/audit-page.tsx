/** The audit log (admins only): who changed what and when, with the state before and after. */
import { useState } from 'react';
import { Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { consoleRoutes, type AuditEntry } from '@youlan/contract/console';
import { callConsole } from '../../platform/api.ts';
import { useT } from '../../platform/i18n/index.ts';
import { useArea } from '../../platform/session.ts';
import { QueryState } from '../../ui/page-state.tsx';
import './operator.messages.ts';

const PAGE_SIZE = 30;

export function AuditPage() {
  const area = useArea();
  const { t, language } = useT();
  const [page, setPage] = useState(1);
  const audit = useQuery({ queryKey: ['audit', area.code, page], queryFn: () => callConsole(consoleRoutes.listAudit, { params: { area: area.code }, query: { page, size: PAGE_SIZE } }) });
  return (
    <div data-testid="audit-page">
      <Typography.Title level={3}>{t('audit.title')}</Typography.Title>
      <QueryState query={audit} isEmpty={(data) => data.total === 0} empty={t('audit.empty')}>
        {(data) => (
          <Table<AuditEntry>
            rowKey="id"
            dataSource={data.items}
            pagination={{ current: page, pageSize: PAGE_SIZE, total: data.total, onChange: setPage, showTotal: (count) => t('common.total', { count }) }}
            expandable={{
              expandedRowRender: (row) => (
                <div className="yc-diff">
                  <div>
                    <Typography.Text strong>{t('audit.before')}</Typography.Text>
                    <pre>{JSON.stringify(row.before, null, 2)}</pre>
                  </div>
                  <div>
                    <Typography.Text strong>{t('audit.after')}</Typography.Text>
                    <pre>{JSON.stringify(row.after, null, 2)}</pre>
                  </div>
                </div>
              ),
            }}
            columns={[
              { title: t('audit.at'), dataIndex: 'at', width: 180, render: (iso: string) => new Date(iso).toLocaleString(language) },
              { title: t('audit.who'), dataIndex: 'operatorEmail' },
              { title: t('audit.action'), dataIndex: 'action', render: (action: string) => <code>{action}</code> },
              { title: t('audit.target'), render: (_, row) => `${row.targetType} #${row.targetId}` },
            ]}
          />
        )}
      </QueryState>
    </div>
  );
}
