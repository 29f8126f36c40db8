import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Button, Flex, Layout, Menu, Typography } from 'antd';
import { LeftOutlined, LogoutOutlined, MenuOutlined, RightOutlined } from '@ant-design/icons';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { useSignOut } from '@/features/auth/useSignOut';
import { useNarrow } from '@/shared/useNarrow';
import { FullPageSpin } from './FullPageSpin';

export interface ShellMenuItem {
  path: string;
  label: string;
  icon: ReactNode;
  roles: readonly number[];
  /** Shown after the label (a count of things waiting there). */
  extra?: ReactNode;
}

/** The key of the menu entry a path belongs to (longest matching prefix). */
function selectedKey(pathname: string, items: ShellMenuItem[]): string[] {
  const match = items
    .filter((i) => pathname === i.path || pathname.startsWith(`${i.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
  return match ? [match.path] : [];
}

/** Below antd's `lg` (992 px) the Sider collapses. */
function startsCollapsed(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 991.98px)').matches;
}

/**
 * A phone's bottom bar (under 600 px, where base.css hides the side menu): the bar's destinations,
 * each with its label, and "Mai mult", which opens the whole menu as a sheet over the page.
 */
function BottomBar({
  items,
  menu,
  pathname,
  menuOpen,
  onMore,
}: {
  items: ShellMenuItem[];
  menu: ShellMenuItem[];
  pathname: string;
  menuOpen: boolean;
  onMore: () => void;
}) {
  // The screen's own entry, bar or menu (the dashboard's path is a prefix of every other one).
  const [current] = selectedKey(pathname, [...items, ...menu]);
  const inBar = items.some((i) => i.path === current);
  return (
    <nav className="app-bottom-bar no-print" aria-label="Navigare rapidă">
      {items.map((i) => (
        <Link key={i.path} to={i.path} className="app-bar-item" aria-current={i.path === current ? 'page' : undefined}>
          <span className="app-bar-icon" aria-hidden="true">
            {i.icon}
          </span>
          <span className="app-bar-label">{i.label}</span>
          {i.extra && <span className="app-bar-extra">{i.extra}</span>}
        </Link>
      ))}
      <button
        type="button"
        className={inBar ? 'app-bar-item' : 'app-bar-item app-bar-more'}
        aria-expanded={menuOpen}
        aria-controls="app-menu"
        onClick={onMore}
      >
        <span className="app-bar-icon" aria-hidden="true">
          <MenuOutlined aria-hidden />
        </span>
        <span className="app-bar-label">Mai mult</span>
      </button>
    </nav>
  );
}

/**
 * Side menu (filtered by role), header with title, user name and "Deconectare", lazy page in the
 * content. Under 600 px the side menu gives way to a bottom bar: `bar`'s destinations (by default
 * the menu's first four) and "Mai mult", which slides the whole menu in as a sheet.
 */
export function AppShell({ items, title, bar }: { items: ShellMenuItem[]; title: ReactNode; bar?: ShellMenuItem[] }) {
  const user = useAppSelector((s) => s.auth.user);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { signOut, isLoading } = useSignOut();
  // Start as the Sider's `lg` breakpoint will decide after mount, so a phone's first paint does not
  // shift the whole page sideways when the menu collapses (Lighthouse CLS 0.16–0.23 on mobile).
  const [collapsed, setCollapsed] = useState(startsCollapsed);
  // On a phone the side menu is hidden until "Mai mult": it is not rendered before (less work on load).
  const narrow = useNarrow();
  // The sheet is open on the screen where it was opened: any navigation closes it.
  const [menuAt, setMenuAt] = useState<string | null>(null);
  const menuOpen = menuAt === pathname;
  const setMenuOpen = (open: boolean) => setMenuAt(open ? pathname : null);
  const allowed = (i: ShellMenuItem) => !!user && i.roles.includes(user.role);
  const visible = items.filter(allowed);
  const barItems = bar ? bar.filter(allowed) : visible.slice(0, 4);

  // Escape closes the sheet.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuAt(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const folded = collapsed && !menuOpen;
  return (
    <Layout style={{ minHeight: '100vh' }} className={menuOpen ? 'app-shell app-menu-open' : 'app-shell'}>
      <Layout.Sider
        id="app-menu"
        className="app-sider"
        breakpoint="lg"
        collapsible
        collapsed={folded}
        onCollapse={setCollapsed}
        trigger={
          folded ? <RightOutlined aria-label="Extinde meniul" /> : <LeftOutlined aria-label="Restrânge meniul" />
        }
        theme="light"
        width={220}
      >
        <div className="app-brand">{collapsed ? 'B' : 'Bălți'}</div>
        <nav aria-label="Meniu principal">
          {(!narrow || menuOpen) && (
            <Menu
              mode="inline"
              selectedKeys={selectedKey(pathname, visible)}
              items={visible.map((i) => ({
                key: i.path,
                icon: i.icon,
                label: i.extra ? (
                  <>
                    {i.label}
                    {i.extra}
                  </>
                ) : (
                  i.label
                ),
              }))}
              onClick={({ key }) => {
                setMenuOpen(false);
                void navigate(key);
              }}
            />
          )}
        </nav>
      </Layout.Sider>
      {menuOpen && <div className="app-menu-backdrop" aria-hidden="true" onClick={() => setMenuOpen(false)} />}
      <Layout>
        <Layout.Header className="app-header">
          <Flex justify="space-between" align="center" style={{ height: '100%' }} gap={16}>
            {/* The page's one <h1>: the company (or the platform); each screen's title is an <h2> below it. */}
            <h1 className="app-title" data-testid="header-title">
              {title}
            </h1>
            <Flex align="center" gap={12}>
              <Typography.Text className="app-user" data-testid="header-user">
                {user?.name}
              </Typography.Text>
              <Button icon={<LogoutOutlined aria-hidden />} onClick={() => void signOut()} loading={isLoading}>
                Deconectare
              </Button>
            </Flex>
          </Flex>
        </Layout.Header>
        <Layout.Content className="app-content">
          <Suspense fallback={<FullPageSpin />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
        <BottomBar
          items={barItems}
          menu={visible}
          pathname={pathname}
          menuOpen={menuOpen}
          onMore={() => setMenuOpen(!menuOpen)}
        />
      </Layout>
    </Layout>
  );
}
