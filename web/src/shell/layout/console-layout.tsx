import { ArrowLeftOutlined, BellOutlined, BugOutlined, CloseOutlined, CodeOutlined, DownOutlined, HomeOutlined, LogoutOutlined, MenuOutlined, ProfileOutlined, ReloadOutlined, ScheduleOutlined, SearchOutlined, SettingOutlined, SwapOutlined } from '@ant-design/icons';
import { App, Badge, Breadcrumb, Button, Divider, Drawer, Dropdown, Grid, Layout, Menu, Space, Spin, Tooltip, Typography, type MenuProps } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { consoleRoutes, homeOf, pageFinder, pagesOf, type ConsoleRoute } from '../../app/route-table';
import { DEVELOPMENT_ERROR_LOG, DEVELOPMENT_INFO } from '../../app/routes/development';
import { CancelledRequest } from '../../lib/request';
import { activeMenuOf, groupOf, groupTarget, isRedirectPath, pruneMenu, toMenuList, type RouteNode } from '../../lib/access';
import { MINE_PATH, redirectTo } from '../../lib/paths';
import { mayBeAskedToSign } from '../../features/payment/channel-apply/paths';
import { mayGetInvoiceTip } from '../../features/invoice/records/tip-gate';
import { useHasUnread, useTodoTotal } from '../drawers/api';
import { useSession, watchOtherTabs } from '../session/store';
import { useAccessContext } from './use-access-context';
import { Logo } from '../theme/logo';
import { useTheme } from '../theme/theme-context';
import { PageErrorBoundary } from './page-error-boundary';
import { KeepAliveOutlet } from './keep-alive-outlet';
import { SupportButton } from './support-button';
import { useTabs } from './tabs-store';

// Dates behind the login (date pickers, relative times) speak Chinese; the login page needs no dayjs.
dayjs.locale('zh-cn');

// The palette and its pinyin matcher load on first use.
// Drawers load when first opened: their lists, pagination and cards stay out of the console's first load.
const CommandPalette = lazy(() => import('../palette/command-palette'));
const MessageCentre = lazy(() => import('../drawers/message-centre').then((m) => ({ default: m.MessageCentre })));
const TodoDrawer = lazy(() => import('../drawers/todo-drawer').then((m) => ({ default: m.TodoDrawer })));
// The contract-signing prompt (document 1 §4) loads only for those it may concern.
const InvoiceTip = lazy(() => import('../../features/invoice/records/invoice-tip').then((m) => ({ default: m.InvoiceTip })));
const SignPrompt = lazy(() => import('../../features/payment/channel-apply/sign-prompt').then((m) => ({ default: m.SignPrompt })));

/** antd's header height; the sider sticks right under it. */
const HEADER_HEIGHT = 64;
const pages = pagesOf(consoleRoutes);
const byPath = new Map(pages.map((page) => [page.route.path, page]));
const pageAt = pageFinder(pages);

const menuItems = (nodes: readonly RouteNode[]): MenuProps['items'] =>
  nodes.map((node) =>
    node.children && node.children.length > 0
      ? { key: node.path, label: node.meta.title, children: menuItems(node.children) }
      : { key: node.path, label: node.meta.openUrl ? <a href={node.meta.openUrl} target="_blank" rel="noopener">{node.meta.title}</a> : node.meta.title },
  );

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Failures are shown by the request layer; a cancelled duplicate is not a failure to retry.
      retry: (count, error) => !(error instanceof CancelledRequest) && count < 1,
    },
  },
});

/** Server state lives behind the login only, so the login page's first load carries no query client. */
export function ConsoleLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <MixLayout />
    </QueryClientProvider>
  );
}

/**
 * The mix layout (document 1 §2): header with logo, top menu, to-do, message centre and avatar panel; the
 * active top item's menu in the sidebar (a drawer below 992 px); breadcrumb; visited tabs; kept-alive pages.
 */
function MixLayout() {
  const theme = useTheme();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const screens = Grid.useBreakpoint();
  const mobile = screens.lg === false;
  const user = useSession((s) => s.user)!;
  const permissions = useSession((s) => s.permissions);
  const products = useSession((s) => s.products);
  const logout = useSession((s) => s.logout);
  const { tabs, visit, close, drop, clear } = useTabs();
  const [drawer, setDrawer] = useState<'todo' | 'message' | 'menu' | 'palette'>();
  // A drawer stays mounted once opened, so that it closes with its animation and keeps its state.
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    if (drawer && !opened.has(drawer)) setOpened(new Set([...opened, drawer]));
  }, [drawer, opened]);
  const [collapsed, setCollapsed] = useState(false);
  const [hovered, setHovered] = useState(false);

  const canMessage = permissions.has('universal:message:basic');
  const todoTotal = useTodoTotal();
  const unread = useHasUnread(canMessage);
  const home = homeOf(products);

  const access = useAccessContext();
  const menu = useMemo(() => pruneMenu(consoleRoutes, access), [access]);
  // The stored menu of document 1 §3 (menu_list with path, children, meta); cleared at logout.
  useEffect(() => localStorage.setItem('menu_list', JSON.stringify(toMenuList(menu).menu_list)), [menu]);
  const current = pageAt(location.pathname);
  // A page of a group menu (电站详情's 概览, 电站配置…) lights the item its group names, unless it names its own.
  const group = current && groupOf(current.trail);
  const activeMenu = activeMenuOf(location.pathname, current?.route.meta.activeMenu || !group ? current?.route.meta : group.meta, menu);
  // The home is no menu's, even where it shares a top menu's path (the energy merchant's /energy/merchant).
  const atHome = location.pathname === home;
  const activeTop = atHome ? undefined : menu.find((node) => activeMenu === node.path || activeMenu.startsWith(`${node.path}/`));
  const sideMenu = activeTop?.children ?? [];
  // The groups above the active item open by themselves; the user may open and close others.
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  useEffect(() => {
    const ancestors = sideMenu.filter((node) => activeMenu.startsWith(`${node.path}/`)).map((node) => node.path);
    if (ancestors.some((path) => !openKeys.includes(path))) setOpenKeys((open) => [...new Set([...open, ...ancestors])]);
  }, [activeMenu, activeTop]); // eslint-disable-line react-hooks/exhaustive-deps

  // Visited tabs and keep-alive, one per page path (its filters live in the query and come back with the tab);
  // the tab state is cleared at root and login.
  const key = location.pathname;
  const address = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (location.pathname === '/') return clear();
    if (current) visit({ key, title: current.route.meta.title, to: address }, theme);
  }, [address]); // eslint-disable-line react-hooks/exhaustive-deps
  // 刷新: the page leaves the kept-alive ones, its data goes stale, and `/redirect/` brings it back mounted afresh (its
  // filters come back with the address).
  const refresh = () => {
    drop(key);
    void queryClient.invalidateQueries({ refetchType: 'none' });
    navigate(redirectTo(address), { replace: true });
  };
  useEffect(() => {
    if (mobile) setDrawer((open) => (open === 'menu' ? undefined : open));
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (current) document.title = atHome || current.route.path.endsWith('/home/index') ? theme.siteName : `${current.route.meta.title} - ${theme.siteName}`;
  }, [current, theme.siteName]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setDrawer('palette');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(
    () =>
      watchOtherTabs(() =>
        modal.confirm({
          title: '登录信息已变更',
          content: '您在其他页签登录了其他账号或已退出登录。',
          okText: '刷新页面',
          cancelText: '登录其他账号',
          onOk: () => window.location.reload(),
          onCancel: () => window.location.replace('/?login_other=1'),
        }),
      ),
    [modal],
  );

  // The top menu (document 1 §2, theme menuMaxNum): 首页 and the first sections, the rest under 更多 (lit while one of
  // them is open), so that the operator's many sections never overflow the header.
  const topItems: MenuProps['items'] = [
    { key: 'home', label: '首页' },
    ...menu.slice(0, theme.menuMaxNum).map((node) => ({ key: node.path, label: node.meta.title })),
    ...(menu.length > theme.menuMaxNum
      ? [{ key: 'more', label: '更多', popupClassName: 'top-menu-more', children: menu.slice(theme.menuMaxNum).map((node) => ({ key: node.path, label: node.meta.title })) }]
      : []),
  ];

  const avatarItems: MenuProps['items'] = [
    { key: 'who', label: <Space direction="vertical" size={0}><Typography.Text strong>{user.name}</Typography.Text><Typography.Text type="secondary">商户号：{user.merchant}</Typography.Text><Typography.Text type="secondary">主账号：{user.main_account_name}</Typography.Text></Space>, disabled: true },
    { type: 'divider' },
    ...(permissions.has('universal:user:basic') ? [{ key: MINE_PATH, icon: <SettingOutlined />, label: '账号设置' }] : []),
    ...(permissions.has('universal:report:basic') ? [{ key: '/account/report/list', icon: <ProfileOutlined />, label: '报表中心' }] : []),
    // 开发工具 (document 1 §2: reached from the shell): the platform's developers.
    ...(permissions.has('development:info:basic') ? [{ key: DEVELOPMENT_INFO, icon: <CodeOutlined />, label: '开发信息' }] : []),
    ...(permissions.has('development:error:list') ? [{ key: DEVELOPMENT_ERROR_LOG, icon: <BugOutlined />, label: '错误日志' }] : []),
    ...(theme.moreOauth ? [{ key: 'switch', icon: <SwapOutlined />, label: '切换账号' }] : []),
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: '退出' },
  ];

  const lit = byPath.get(activeMenu.split('?')[0]!);
  // The second-level group menu (document 1 §2): the group's pages the user may open, under a back link to the item
  // lit in the main menu (电站列表); moving between them keeps the record (`?station=`).
  const groupMenu = group && pruneMenu(group.children ?? [], access);
  const groupMenuElement = group && groupMenu && (
    <nav aria-label={group.meta.title} data-testid="group-menu">
      <Button
        type="link"
        icon={<ArrowLeftOutlined />}
        onClick={() => navigate(activeMenu)}
        title={`返回${lit?.route.meta.title ?? ''}`}
        style={{ paddingInline: 24, marginBlock: 8 }}
        data-testid="group-menu-back"
      >
        {collapsed && !hovered && !mobile ? null : `返回${lit?.route.meta.title ?? ''}`}
      </Button>
      {!(collapsed && !hovered && !mobile) && (
        <Typography.Text strong style={{ display: 'block', paddingInline: 24, marginBottom: 4 }}>
          {group.meta.title}
        </Typography.Text>
      )}
      <Menu
        mode="inline"
        aria-label={group.meta.title}
        selectedKeys={[location.pathname]}
        defaultOpenKeys={groupMenu.filter((node) => node.children?.length).map((node) => node.path)}
        items={menuItems(groupMenu)}
        onClick={({ key: path }) => {
          navigate(groupTarget(path, group, location.search));
          if (mobile) setDrawer(undefined);
        }}
        style={{ borderInlineEnd: 0 }}
      />
    </nav>
  );

  const sideMenuElement = groupMenuElement || (
    <Menu
      mode="inline"
      selectedKeys={[activeMenu]}
      openKeys={openKeys}
      onOpenChange={setOpenKeys}
      items={menuItems(sideMenu)}
      onClick={({ key: path }) => !isRedirectPath(path) && navigate(path)}
      style={{ borderInlineEnd: 0 }}
    />
  );

  // A page shared by platforms (the station detail of the partner and the merchant) sits in one table: the breadcrumb
  // follows the menu item it lights in this user's menu.
  // A group's page reads: the lit item's trail, the group, the page (充电管理 / 电站管理 / 电站列表 / 电站详情 / 设备配置).
  const trail = current && activeTop && (group || current.trail[0]?.path !== activeTop.path)
    ? [...(lit?.trail.slice(0, group ? undefined : -1) ?? []), ...(group ? current.trail.slice(current.trail.indexOf(group)) : [current.route])]
    : current?.trail;
  const breadcrumb = current && trail && current.route.meta.breadcrumb !== false && (
    <Breadcrumb
      style={{ marginBottom: 12 }}
      items={[{ title: <Link to={home}><HomeOutlined /></Link> }, ...trail.filter((node) => !isRedirectPath(node.path)).map((node) => ({ title: node.meta.title }))]}
    />
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ height: HEADER_HEIGHT, display: 'flex', alignItems: 'center', gap: 12, background: '#fff', borderBottom: '1px solid #f0f0f0', paddingInline: 16, position: 'sticky', top: 0, zIndex: 10 }}>
        {mobile ? (
          <Button type="text" icon={<MenuOutlined />} aria-label="打开菜单" onClick={() => setDrawer('menu')} data-testid="sidebar-toggle" />
        ) : (
          <Link to={home} style={{ display: 'flex', alignItems: 'center', gap: 8 }} data-testid="logo">
            <Logo />
            <Typography.Text strong style={{ fontSize: 16, whiteSpace: 'nowrap' }}>
              {theme.menuTitle}
            </Typography.Text>
          </Link>
        )}
        <Menu
          mode="horizontal"
          style={{ flex: 1, minWidth: 0, borderBottom: 0 }}
          selectedKeys={[activeTop?.path ?? (atHome ? 'home' : '')]}
          items={topItems}
          onClick={({ key: path }) => {
            if (path === 'home') return navigate(home);
            const top = menu.find((node) => node.path === path);
            const first = top && pagesOf([top as ConsoleRoute]).find((page) => !page.route.meta.hidden);
            navigate(first?.route.path ?? path);
          }}
          data-testid="top-menu"
        />
        <Tooltip title="搜索页面（Ctrl+K）">
          <Button type="text" icon={<SearchOutlined />} aria-label="搜索页面" onClick={() => setDrawer('palette')} data-testid="palette-button" />
        </Tooltip>
        <Tooltip title="待办事项">
          <Badge count={todoTotal} overflowCount={99} size="small">
            <Button type="text" icon={<ScheduleOutlined />} aria-label="待办事项" onClick={() => setDrawer('todo')} data-testid="todo-button" />
          </Badge>
        </Tooltip>
        {canMessage && (
          <Tooltip title="消息中心">
            <Badge dot={unread}>
              <Button type="text" icon={<BellOutlined />} aria-label="消息中心" onClick={() => setDrawer('message')} data-testid="message-button" />
            </Badge>
          </Tooltip>
        )}
        <Dropdown
          trigger={['click']}
          menu={{
            items: avatarItems,
            onClick: ({ key: item }) => {
              if (item === 'logout') void logout();
              else if (item === 'switch') window.location.assign(theme.moreOauth);
              else if (item.startsWith('/')) navigate(item);
            },
          }}
        >
          <a data-testid="avatar" onClick={(event) => event.preventDefault()} style={{ whiteSpace: 'nowrap' }}>
            <Space>
              {user.name}
              <DownOutlined />
            </Space>
          </a>
        </Dropdown>
      </Layout.Header>
      <Layout>
        {!mobile && (sideMenu.length > 0 || groupMenuElement) && current?.route.meta.layout !== 'single' && (
          <Layout.Sider
            theme="light"
            width={208}
            collapsible
            collapsed={collapsed && !hovered}
            onCollapse={setCollapsed}
            onMouseEnter={() => setHovered(true)}
            onMouseLeave={() => setHovered(false)}
            // Sticky under the header with its own scroll: a long menu (a station's group menu) scrolls inside the
            // sider, and its last item stays above the collapse trigger, which antd fixes to the viewport's bottom.
            style={{ borderInlineEnd: '1px solid #f0f0f0', position: 'sticky', top: HEADER_HEIGHT, height: `calc(100vh - ${HEADER_HEIGHT}px)`, boxSizing: 'border-box' }}
          >
            <div style={{ height: '100%', overflowY: 'auto', overscrollBehavior: 'contain' }}>{sideMenuElement}</div>
          </Layout.Sider>
        )}
        <Layout.Content style={{ padding: 16, minWidth: 0 }}>
          {breadcrumb}
          {tabs.length > 0 && (
            <div style={{ display: 'flex', gap: 8, marginBottom: 12 }} data-testid="visited-tabs">
              {tabs.map((tab) => (
                <Button
                  key={tab.key}
                  size="small"
                  type={tab.key === key ? 'primary' : 'default'}
                  ghost={tab.key === key}
                  onClick={() => navigate(tab.to)}
                  icon={
                    <CloseOutlined
                      aria-label={`关闭 ${tab.title}`}
                      onClick={(event) => {
                        event.stopPropagation();
                        close(tab.key);
                        if (tab.key === key) navigate(tabs.find((t) => t.key !== tab.key)?.to ?? home);
                      }}
                    />
                  }
                  iconPosition="end"
                >
                  {tab.title}
                </Button>
              ))}
              {current && (
                <Tooltip title="刷新当前页">
                  <Button size="small" type="text" icon={<ReloadOutlined />} aria-label="刷新当前页" onClick={refresh} style={{ marginInlineStart: 'auto' }} data-testid="tab-refresh" />
                </Tooltip>
              )}
            </div>
          )}
          <PageErrorBoundary resetKey={key}>
            <Suspense fallback={<Spin style={{ display: 'block', margin: '64px auto' }} tip="加载中…"><div style={{ height: 80 }} /></Spin>}>
              <KeepAliveOutlet />
            </Suspense>
          </PageErrorBoundary>
        </Layout.Content>
      </Layout>
      <Drawer open={drawer === 'menu'} onClose={() => setDrawer(undefined)} placement="left" width={260} title={theme.menuTitle} styles={{ body: { padding: 0 } }}>
        {groupMenuElement && (
          <>
            {groupMenuElement}
            <Divider style={{ marginBlock: 8 }} />
          </>
        )}
        <Menu
          mode="inline"
          selectedKeys={[atHome ? 'home' : activeMenu]}
          items={[{ key: 'home', label: '首页' }, ...(menuItems(menu) ?? [])]}
          onClick={({ key: path }) => {
            navigate(path === 'home' ? home : path);
            setDrawer(undefined);
          }}
        />
      </Drawer>
      <SupportButton />
      {drawer === 'palette' && (
        <Suspense fallback={null}>
          <CommandPalette open onClose={() => setDrawer(undefined)} />
        </Suspense>
      )}
      <Suspense fallback={null}>
        {opened.has('todo') && <TodoDrawer open={drawer === 'todo'} onClose={() => setDrawer(undefined)} />}
        {canMessage && opened.has('message') && <MessageCentre open={drawer === 'message'} onClose={() => setDrawer(undefined)} />}
        {mayBeAskedToSign(products, permissions) && <SignPrompt />}
        {mayGetInvoiceTip(products, permissions) && <InvoiceTip />}
      </Suspense>
    </Layout>
  );
}
