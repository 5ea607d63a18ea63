/** Loading, error (with retry) and empty states every console page shows the same way. */
import type { ReactNode } from 'react';
import { Button, Empty, Result, Spin } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useT } from '../platform/i18n/index.ts';

export function QueryState<T>({ query, isEmpty, empty, children }: { query: UseQueryResult<T>; isEmpty?: (data: T) => boolean; empty?: string; children: (data: T) => ReactNode }) {
  const { t } = useT();
  if (query.isPending) {
    return (
      <div className="yc-state" data-testid="state-loading">
        <Spin tip={t('common.loading')}>
          <div style={{ minHeight: 80 }} />
        </Spin>
      </div>
    );
  }
  if (query.isError) {
    return (
      <Result
        status="warning"
        data-testid="state-error"
        title={t('common.loadFailed', { message: query.error.message })}
        extra={
          <Button type="primary" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (isEmpty?.(query.data)) return <Empty data-testid="state-empty" description={empty ?? t('common.empty')} />;
  return <>{children(query.data)}</>;
}
