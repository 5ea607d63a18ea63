/** The desktop frame: side navigation by area and role, the area switcher, language, log-out. */
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Button, Dropdown, Layout, Menu, Result, Select, Space, Spin, Typography, message } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { consoleRoutes, type ConsoleSession } from '@youlan/contract/console';
import { callConsole } from '../platform/api.ts';
import { setLanguage, useT } from '../platform/i18n/index.ts';
import { AreaContext, areaOf, canDo, rememberSession } from '../platform/session.ts';

/** The side menu, in three groups: what visitors did and sent, the area's content, its administration. */
const SECTIONS = [
  { key: 'dashboard', role: 'viewer', group: 'visitors' },
  { key: 'opinions', role: 'viewer', group: 'visitors' },
  { key: 'surveys', role: 'viewer', group: 'visitors' },
  { key: 'punches', role: 'viewer', group: 'visitors' },
  { key: 'photos', role: 'viewer', group: 'visitors' },
  { key: 'live-status', role: 'viewer', group: 'content' },
  { key: 'places', role: 'viewer', group: 'content' },
  { key: 'place-classes', role: 'viewer', group: 'content' },
  { key: 'map', role: 'viewer', group: 'content' },
  { key: 'trails', role: 'viewer', group: 'content' },
  { key: 'punch-spots', role: 'viewer', group: 'content' },
  { key: 'studio', role: 'viewer', group: 'content' },
  { key: 'panorama', role: 'viewer', group: 'content' },
  { key: 'tours', role: 'viewer', group: 'content' },
  { key: 'notices', role: 'viewer', group: 'content' },
  { key: 'articles', role: 'viewer', group: 'content' },
  { key: 'pages', role: 'viewer', group: 'content' },
  { key: 'weather', role: 'viewer', group: 'content' },
  { key: 'settings', role: 'viewer', group: 'content' },
  { key: 'hot-words', role: 'viewer', group: 'content' },
  { key: 'synonyms', role: 'viewer', group: 'content' },
  { key: 'routes', role: 'viewer', group: 'content' },
  { key: 'translation', role: 'viewer', group: 'content' },
  { key: 'operators', role: 'admin', group: 'admin' },
  { key: 'audit', role: 'admin', group: 'admin' },
  { key: 'area-file', role: 'admin', group: 'admin' },
] as const;
const GROUPS = ['visitors', 'content', 'admin'] as const;

/** `onboarding`: what a platform administrator without any area sees (creating the first one). */
export function Shell({ session, onboarding }: { session: ConsoleSession; onboarding: ReactNode }) {
  const { t, language } = useT();
  const { area: code } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const area = areaOf(session, code);
  const section = location.pathname.split('/')[2] ?? 'opinions';
  const areaName = area?.name;
  // Below the `md` breakpoint (a phone) the side bar folds away behind the header's menu button and
  // lies over the page when opened; picking a page folds it again.
  const [folded, setFolded] = useState(false);
  const [narrow, setNarrow] = useState(false);
  // The browser's tab names the area too, so an operator with two areas open tells them apart.
  useEffect(() => {
    document.title = areaName ? `${areaName} · ${t('appName')}` : t('appName');
  }, [areaName, t]);

  async function logOut(everywhere: boolean) {
    const { ended } = await callConsole(everywhere ? consoleRoutes.consoleLogoutEverywhere : consoleRoutes.consoleLogout);
    if (everywhere) void message.success(t('header.logoutEverywhereDone', { count: ended }));
    client.clear();
    rememberSession(client, null);
    navigate('/login', { replace: true });
  }

  if (!area) {
    const first = session.areas[0];
    if (first) return <Navigate to={`/${first.code}/opinions`} replace />;
    // A fresh platform with no area yet: its administrator starts by creating one.
    if (session.operator.isPlatformAdmin) {
      return (
        <div className="yc-content">
          <Suspense fallback={<PageLoading />}>{onboarding}</Suspense>
        </div>
      );
    }
    return <Result status="info" title={t('common.noArea')} extra={<Button onClick={() => void logOut(false)}>{t('header.logout')}</Button>} />;
  }

  return (
    <Layout className="yc-shell">
      <Layout.Sider
        width={208}
        theme="light"
        className="yc-sider"
        breakpoint="md"
        collapsedWidth={0}
        trigger={null}
        collapsed={folded}
        onBreakpoint={(broken) => {
          setNarrow(broken);
          setFolded(broken);
        }}
      >
        <div className="yc-brand" data-testid="console-brand">
          <span className="yc-brand__product">{t('product')}</span>
          <span className="yc-brand__area" title={area.name}>
            {area.name}
          </span>
        </div>
        <Menu
          mode="inline"
          selectedKeys={[section]}
          items={[
            ...GROUPS.map((group) => ({
              type: 'group' as const,
              key: `group-${group}`,
              label: t(`navGroups.${group}`),
              children: SECTIONS.filter((s) => s.group === group && canDo(area, s.role)).map((s) => ({ key: s.key, label: t(`nav.${s.key}`), 'data-testid': `nav-${s.key}` })),
            })).filter((group) => group.children.length > 0),
            ...(session.operator.isPlatformAdmin ? [{ type: 'divider' as const }, { key: 'new-area', label: t('nav.new-area'), 'data-testid': 'nav-new-area' }] : []),
          ]}
          onClick={({ key }) => {
            if (narrow) setFolded(true);
            navigate(`/${area.code}/${key}`);
          }}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="yc-header">
          <Space size="middle">
            {narrow && <Button type="text" icon={<MenuOutlined />} aria-label={t('header.menu')} aria-expanded={!folded} onClick={() => setFolded(!folded)} data-testid="nav-toggle" />}
            <Typography.Text type="secondary" className="yc-header__wide">
              {t('header.area')}
            </Typography.Text>
            <Select
              data-testid="area-switcher"
              value={area.code}
              className="yc-header__areas"
              disabled={session.areas.length < 2}
              options={session.areas.map((a) => ({ value: a.code, label: `${a.name} (${a.code})` }))}
              onChange={(next: string) => navigate(`/${next}/${section}`)}
            />
            <Typography.Text type="secondary" className="yc-header__wide">
              {t(`roles.${area.role}`)}
            </Typography.Text>
          </Space>
          <Space size="middle">
            <Button type="text" onClick={() => setLanguage(language === 'en' ? 'zh-CN' : 'en')}>
              {t('header.language')}
            </Button>
            <Dropdown
              menu={{
                items: [
                  { key: 'logout', label: t('header.logout'), onClick: () => void logOut(false) },
                  { key: 'everywhere', label: t('header.logoutEverywhere'), danger: true, onClick: () => void logOut(true) },
                ],
              }}
            >
              <Button data-testid="operator-menu">
                {session.operator.displayName}
                {session.operator.isPlatformAdmin ? ` · ${t('header.platformAdmin')}` : ''}
              </Button>
            </Dropdown>
          </Space>
        </Layout.Header>
        <Layout.Content className="yc-content">
          <AreaContext.Provider value={area}>
            {/* Pages are loaded when first opened (main.tsx). */}
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </AreaContext.Provider>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

function PageLoading() {
  return (
    <div className="yc-state" data-testid="page-loading">
      <Spin size="large" />
    </div>
  );
}
