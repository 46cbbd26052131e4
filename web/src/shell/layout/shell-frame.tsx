import { DownOutlined, LogoutOutlined } from '@ant-design/icons';
import { App, Dropdown, Layout, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { Link, Outlet } from 'react-router';
import { homePath } from '../../lib/paths';
import { useSession, watchOtherTabs } from '../session/store';
import { Logo } from '../theme/logo';
import { useTheme } from '../theme/theme-context';

/**
 * The frame of every page behind the login: header with logo and the avatar panel. The mix layout
 * (top menu, sidebar, tabs, keep-alive, drawers) is built on this frame.
 */
export function ShellFrame() {
  const theme = useTheme();
  const { modal } = App.useApp();
  const user = useSession((s) => s.user)!;
  const products = useSession((s) => s.products);
  const logout = useSession((s) => s.logout);

  useEffect(
    () =>
      watchOtherTabs(() => {
        modal.confirm({
          title: '登录信息已变更',
          content: '您在其他页签登录了其他账号或已退出登录。',
          okText: '刷新页面',
          cancelText: '登录其他账号',
          onOk: () => window.location.reload(),
          onCancel: () => window.location.replace('/?login_other=1'),
        });
      }),
    [modal],
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 12, background: '#fff', borderBottom: '1px solid #f0f0f0', paddingInline: 16 }}>
        <Link to={homePath([...products])} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <Logo />
          <Typography.Text strong style={{ fontSize: 16 }}>
            {theme.menuTitle}
          </Typography.Text>
        </Link>
        <div style={{ flex: 1 }} />
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'merchant', label: `商户号：${user.merchant}`, disabled: true },
              { key: 'main', label: `主账号：${user.main_account_name}`, disabled: true },
              { type: 'divider' },
              { key: 'logout', icon: <LogoutOutlined />, label: '退出', onClick: () => void logout() },
            ],
          }}
        >
          <a data-testid="avatar" onClick={(event) => event.preventDefault()}>
            <Space>
              {user.name}
              <Typography.Text type="secondary">{user.merchant_name}</Typography.Text>
              <DownOutlined />
            </Space>
          </a>
        </Dropdown>
      </Layout.Header>
      <Layout.Content style={{ padding: 16 }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
