import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, Layout, Menu, Typography } from 'antd';
import { BarsOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useAuthStore, siteName } from '@pasteleria/shared';
import { ADMIN_SECTIONS } from './admin-menu';
import './admin-layout.css';

const menuItems = ADMIN_SECTIONS.map(({ key, label, icon, Count }) => ({
  key,
  icon,
  label: (
    <Link to={`/admin/${key}`}>
      {label}
      {Count && <Count />}
    </Link>
  ),
}));

/**
 * The back office frame: side menu of sections (client-side links), a header with the shop,
 * the signed-in user and 'Cerrar sesión', and the content area.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const user = useAuthStore((s) => s.user);
  const navigate = useNavigate();
  // The part of the path below /admin, e.g. 'categoria/edit/3' → the 'categoria' entry is selected.
  const section = (useParams()['*'] ?? '').split('/')[0] ?? '';
  // Below the breakpoint the menu folds away; antd's own trigger is a bare <span>, so ours is a
  // named button inside it (a click on it reaches antd's toggle).
  const [collapsed, setCollapsed] = useState(false);

  const signOut = () => {
    // Leave first, so the guard never shows a signed-out admin page on the way.
    void navigate('/login', { replace: true });
    void useAuthStore.getState().logout();
  };

  return (
    <Layout className="admin-shell">
      <Layout.Sider
        breakpoint="lg"
        collapsedWidth={0}
        width={220}
        className="admin-sider"
        collapsed={collapsed}
        onCollapse={setCollapsed}
        trigger={
          <button
            type="button"
            className="admin-sider-trigger"
            aria-expanded={!collapsed}
            aria-label={collapsed ? 'Mostrar menú' : 'Ocultar menú'}
          >
            <BarsOutlined aria-hidden="true" />
          </button>
        }
      >
        <Link to="/admin" className="admin-brand">
          {siteName()}
        </Link>
        <nav aria-label="Secciones del panel">
          <Menu theme="dark" mode="inline" selectedKeys={section ? [section] : []} items={menuItems} />
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header className="admin-header">
          <Typography.Text strong className="admin-header__title">
            Panel de Administración
          </Typography.Text>
          <span className="admin-header__user">
            <UserOutlined aria-hidden="true" /> {user?.name}
          </span>
          <Button icon={<LogoutOutlined aria-hidden="true" />} onClick={signOut}>
            Cerrar sesión
          </Button>
        </Layout.Header>
        {/* Not Layout.Content, which is a <main>: the host already wraps /admin/* in the page's <main>. */}
        <div className="admin-content">{children}</div>
      </Layout>
    </Layout>
  );
}
