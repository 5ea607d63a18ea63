/** Page switches: each page of the visitor app open or closed; closing one closes every page under it (docs/routes.md). */
import { App, Switch, Table, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleRoutes, type ConsoleRouteSwitch } from '@youlan/contract/console';
import { callConsole } from '../../platform/api.ts';
import { useT } from '../../platform/i18n/index.ts';
import { canDo, useArea } from '../../platform/session.ts';
import { QueryState } from '../../ui/page-state.tsx';
import './permission.messages.ts';

interface Row extends ConsoleRouteSwitch {
  /** Closed by a page above it, whatever its own switch says. */
  isClosedAbove: boolean;
  children?: Row[];
}

/** The flat list as a tree by parentPath, each row knowing whether a page above it is closed. */
function treeOf(routes: ConsoleRouteSwitch[]): Row[] {
  const build = (parent: string | null, closedAbove: boolean): Row[] =>
    routes
      .filter((route) => route.parentPath === parent || (parent === null && !routes.some((other) => other.path === route.parentPath)))
      .map((route) => {
        const children = build(route.path, closedAbove || !route.isOpen);
        return { ...route, isClosedAbove: closedAbove, ...(children.length ? { children } : {}) };
      });
  return build(null, false);
}

export function RouteSwitchesPage() {
  const area = useArea();
  const { t } = useT();
  const { message } = App.useApp();
  const client = useQueryClient();
  const canSwitch = canDo(area, 'admin');
  const routes = useQuery({ queryKey: ['route-switches', area.code], queryFn: () => callConsole(consoleRoutes.listRouteSwitches, { params: { area: area.code } }) });
  const toggle = useMutation({
    mutationFn: (change: { path: string; isOpen: boolean }) => callConsole(consoleRoutes.switchRoute, { params: { area: area.code }, body: change }),
    onSuccess: (saved) => {
      void message.success(t(saved.isOpen ? 'routes.opened' : 'routes.closed', { path: saved.path }));
      void client.invalidateQueries({ queryKey: ['route-switches', area.code] });
    },
    onError: (error) => void message.error(t('common.failed', { message: error.message })),
  });
  return (
    <div data-testid="route-switches-page">
      <Typography.Title level={3}>{t('routes.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('routes.hint')}</Typography.Paragraph>
      <QueryState query={routes}>
        {(data) => (
          <Table<Row>
            rowKey="path"
            size="small"
            pagination={false}
            dataSource={treeOf(data.routes)}
            expandable={{ defaultExpandAllRows: true }}
            columns={[
              { title: t('routes.path'), dataIndex: 'path', render: (path: string) => <Typography.Text code>{path}</Typography.Text> },
              {
                title: t('routes.state'),
                width: 220,
                render: (_: unknown, row) => (
                  <>
                    <Switch
                      checked={row.isOpen}
                      disabled={!canSwitch}
                      loading={toggle.isPending && toggle.variables.path === row.path}
                      onChange={(isOpen) => toggle.mutate({ path: row.path, isOpen })}
                      data-testid={`route-switch-${row.path}`}
                    />{' '}
                    {row.isOpen && row.isClosedAbove && <Tag color="orange">{t('routes.closedAbove')}</Tag>}
                  </>
                ),
              },
            ]}
          />
        )}
      </QueryState>
    </div>
  );
}
