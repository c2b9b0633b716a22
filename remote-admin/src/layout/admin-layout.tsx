import { useId, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, Dropdown, Layout, Menu, Typography } from 'antd';
import {
  BarsOutlined,
  DownOutlined,
  HistoryOutlined,
  LogoutOutlined,
  SafetyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useAuthStore, siteName } from '@pasteleria/shared';
import { ADMIN_SECTIONS, HOME_KEY, sectionPath } from './admin-menu';
import { useInBrowser } from '../components/in-browser';
import './admin-layout.css';

const menuItems = ADMIN_SECTIONS.map(({ key, label, icon, Count }) => ({
  key,
  icon,
  label: (
    <Link to={sectionPath(key)}>
      {label}
      {Count && <Count />}
    </Link>
  ),
}));

/** The side menu's width when open (px). */
const SIDER_WIDTH = 220;

/** Below antd's lg breakpoint, where the Sider folds. */
const isNarrow = () => window.matchMedia('screen and (max-width: 991.98px)').matches;

/** The signed-in user's menu: their own 'Seguridad', and the shop's 'Actividad'. */
const USER_MENU = [
  {
    key: 'seguridad',
    icon: <SafetyOutlined aria-hidden="true" />,
    label: <Link to="/admin/seguridad">Seguridad</Link>,
  },
  {
    key: 'actividad',
    icon: <HistoryOutlined aria-hidden="true" />,
    label: <Link to="/admin/actividad">Actividad</Link>,
  },
];

/**
 * The back office frame: side menu of sections (client-side links), a header with the shop,
 * the signed-in user's menu ('Seguridad', 'Actividad') and 'Cerrar sesión', and the content area.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const user = useAuthStore((s) => s.user);
  const navigate = useNavigate();
  const menuId = useId();
  // The part of the path below /admin, e.g. 'categoria/edit/3' → the 'categoria' entry is selected;
  // nothing below it is the home.
  const section = (useParams()['*'] ?? '').split('/')[0] || HOME_KEY;
  // Below antd's lg breakpoint the menu folds away behind a button. Folded, it is out of the Tab
  // order (inert); opened, its links come right after the button. The browser drawing the frame
  // knows the width before its first paint, so the menu never flashes open; the server does not
  // (null): its drawing, hydrated as it is, leaves the stylesheet to show the menu or its button
  // (admin-layout.css) until the Sider tells its breakpoint, right after.
  const inBrowser = useInBrowser();
  const [narrow, setNarrow] = useState<boolean | null>(() => (inBrowser ? isNarrow() : null));
  const [collapsed, setCollapsed] = useState(true);
  const folded = narrow === true && collapsed;
  const opened = narrow === true && !collapsed;

  const signOut = () => {
    // Leave first, so the guard never shows a signed-out admin page on the way.
    void navigate('/login', { replace: true });
    void useAuthStore.getState().logout();
  };

  return (
    <Layout className="admin-shell">
      {narrow !== false && (
        <button
          type="button"
          className={opened ? 'admin-sider-trigger admin-sider-trigger--open' : 'admin-sider-trigger'}
          aria-expanded={opened}
          aria-controls={menuId}
          aria-label={opened ? 'Ocultar menú' : 'Mostrar menú'}
          onClick={() => setCollapsed(opened)}
        >
          <BarsOutlined aria-hidden="true" />
        </button>
      )}
      <Layout.Sider
        id={menuId}
        breakpoint="lg"
        collapsedWidth={0}
        width={SIDER_WIDTH}
        className={narrow === null ? 'admin-sider admin-sider--width-unknown' : 'admin-sider'}
        collapsed={folded}
        trigger={null}
        onBreakpoint={(broken) => {
          setNarrow(broken);
          setCollapsed(broken);
        }}
      >
        <div className="admin-sider__content" inert={folded}>
          <Link to="/admin" className="admin-brand">
            {siteName()}
          </Link>
          <nav aria-label="Secciones del panel">
            {/* The links are the Tab stops; the list itself is not one. */}
            <Menu
              theme="dark"
              mode="inline"
              selectedKeys={[section]}
              items={menuItems}
              tabIndex={-1}
              // On a narrow screen the open menu covers part of the page: it folds once a section is chosen.
              onClick={() => setCollapsed(narrow !== false)}
            />
          </nav>
        </div>
      </Layout.Sider>
      <Layout>
        <Layout.Header className="admin-header">
          {/* On a phone, where the menu with the shop's name is folded away, the header names the shop above the panel. */}
          <div className="admin-header__heading">
            <span className="admin-header__shop">{siteName()}</span>
            <Typography.Text strong className="admin-header__title">
              Panel de Administración
            </Typography.Text>
          </div>
          <Dropdown menu={{ items: USER_MENU }} trigger={['click']}>
            <Button type="text" className="admin-header__user" aria-label={`Tu cuenta: ${user?.name ?? ''}`}>
              <UserOutlined aria-hidden="true" />
              <span className="admin-header__user-name">{user?.name}</span>
              <DownOutlined aria-hidden="true" />
            </Button>
          </Dropdown>
          <Button icon={<LogoutOutlined aria-hidden="true" />} onClick={signOut} className="admin-header__sign-out">
            <span className="admin-header__sign-out-label">Cerrar sesión</span>
          </Button>
        </Layout.Header>
        {/* Not Layout.Content, which is a <main>: the host already wraps /admin/* in the page's <main>. */}
        <div className="admin-content">{children}</div>
      </Layout>
    </Layout>
  );
}
