/** Page switches: each page of the visitor app open or closed; closing one closes every page under it (docs/routes.md). */
import { App, Switch, Table, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleRoutes, type ConsoleRouteSwitch } from '@youlan/contract/console';
import { flattenAppRoutes } from '@youlan/contract/runtime';
import { callConsole } from '../../platform/api.ts';
import { useT } from '../../platform/i18n/index.ts';
import { canDo, useArea } from '../../platform/session.ts';
import { QueryState } from '../../ui/page-state.tsx';
import { isPageName } from './permission.messages.ts';

/** Each page's title key by its full path, from the route table the server seeds the switches from. */
const TITLE_KEYS = new Map(flattenAppRoutes().map((route) => [route.fullPath, route.spec.titleKey.replace(/^route\./, '')]));

/** The page's name in the operator's language; its path where the route table names none (an area file's own page). */
function usePageName(): (path: string) => string {
  const { t } = useT();
  return (path) => {
    const name = TITLE_KEYS.get(path);
    return name !== undefined && isPageName(name) ? t(`routes.pages.${name}`) : path;
  };
}

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
  const pageName = usePageName();
  const { message } = App.useApp();
  const client = useQueryClient();
  const canSwitch = canDo(area, 'admin');
  const routes = useQuery({ queryKey: ['route-switches', area.code], queryFn: () => callConsole(consoleRoutes.listRouteSwitches, { params: { area: area.code } }) });
  const toggle = useMutation({
    mutationFn: (change: { path: string; isOpen: boolean }) => callConsole(consoleRoutes.switchRoute, { params: { area: area.code }, body: change }),
    onSuccess: (saved) => {
      void message.success(t(saved.isOpen ? 'routes.opened' : 'routes.closed', { page: pageName(saved.path) }));
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
              {
                title: t('routes.page'),
                dataIndex: 'path',
                render: (path: string) => (
                  <span data-testid={`route-name-${path}`}>
                    {pageName(path)}{' '}
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {path}
                    </Typography.Text>
                  </span>
                ),
              },
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
