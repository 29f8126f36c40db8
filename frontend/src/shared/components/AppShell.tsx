import { Suspense, useState, type ReactNode } from 'react';
import { Button, Flex, Layout, Menu, Typography } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { useSignOut } from '@/features/auth/useSignOut';
import { FullPageSpin } from './FullPageSpin';

export interface ShellMenuItem {
  path: string;
  label: string;
  icon: ReactNode;
  roles: readonly number[];
}

/** The key of the menu entry a path belongs to (longest matching prefix). */
function selectedKey(pathname: string, items: ShellMenuItem[]): string[] {
  const match = items
    .filter((i) => pathname === i.path || pathname.startsWith(`${i.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
  return match ? [match.path] : [];
}

/** Side menu (filtered by role), header with title, user name and "Ieșire", lazy page in the content. */
export function AppShell({ items, title }: { items: ShellMenuItem[]; title: ReactNode }) {
  const user = useAppSelector((s) => s.auth.user);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { signOut, isLoading } = useSignOut();
  const [collapsed, setCollapsed] = useState(false);
  const visible = items.filter((i) => user && i.roles.includes(user.role));

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        breakpoint="lg"
        collapsible
        collapsed={collapsed}
        onCollapse={setCollapsed}
        theme="light"
        width={220}
      >
        <Typography.Title level={4} style={{ color: '#1f6f5c', padding: '16px 24px', margin: 0, whiteSpace: 'nowrap' }}>
          {collapsed ? 'B' : 'Bălți'}
        </Typography.Title>
        <nav aria-label="Meniu principal">
          <Menu
            mode="inline"
            selectedKeys={selectedKey(pathname, visible)}
            items={visible.map((i) => ({ key: i.path, icon: i.icon, label: i.label }))}
            onClick={({ key }) => void navigate(key)}
          />
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ background: '#fff', padding: '0 24px', borderBottom: '1px solid #e8e8e8' }}>
          <Flex justify="space-between" align="center" style={{ height: '100%' }} gap={16}>
            <Typography.Text strong ellipsis data-testid="header-title">
              {title}
            </Typography.Text>
            <Flex align="center" gap={12}>
              <Typography.Text data-testid="header-user">{user?.name}</Typography.Text>
              <Button icon={<LogoutOutlined />} onClick={() => void signOut()} loading={isLoading}>
                Ieșire
              </Button>
            </Flex>
          </Flex>
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          <Suspense fallback={<FullPageSpin />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
