/**
 * A console page of one query's data in tabs (the photo studio, the panoramas): its title, the
 * query's loading and error states, and the tabs, each label counting what it lists. The open tab
 * is kept while the data is fetched again after a change.
 */
import { useState, type ReactNode } from 'react';
import { Tabs, Typography } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryState } from './page-state.tsx';

export interface PageTab {
  key: string;
  label: string;
  children: ReactNode;
}

/** `testId`: the page is `${testId}-page`, a tab's label `${testId}-tab-${key}`; the first tab opens. */
export function TabbedPage<T>({ testId, title, query, tabs }: { testId: string; title: string; query: UseQueryResult<T>; tabs: (data: T) => PageTab[] }) {
  const [tab, setTab] = useState<string>();
  return (
    <div data-testid={`${testId}-page`}>
      <Typography.Title level={3}>{title}</Typography.Title>
      <QueryState query={query}>
        {(data) => {
          const items = tabs(data);
          return (
            <Tabs
              activeKey={tab ?? items[0]?.key}
              onChange={setTab}
              items={items.map((item) => ({ ...item, label: <span data-testid={`${testId}-tab-${item.key}`}>{item.label}</span> }))}
            />
          );
        }}
      </QueryState>
    </div>
  );
}
