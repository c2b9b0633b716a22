import type { ComponentType, ReactNode } from 'react';
import {
  AppstoreOutlined,
  CommentOutlined,
  DashboardOutlined,
  DeploymentUnitOutlined,
  FileTextOutlined,
  HistoryOutlined,
  PictureOutlined,
  ProfileOutlined,
  ShopOutlined,
  ShoppingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ContentEntityName } from '@pasteleria/shared/entities';
import { RESOURCES } from '../resources';
import { PendingCommentsCount } from './pending-comments-count';

export interface AdminSection {
  /** Path segment under /admin, also the menu key; HOME_KEY for /admin itself. */
  key: string;
  label: string;
  icon: ReactNode;
  /** Shown after the label: a live count (the pending comments). */
  Count?: ComponentType;
}

const RESOURCE_ICONS: Record<ContentEntityName, ReactNode> = {
  categoria: <AppstoreOutlined />,
  producto: <ShoppingOutlined />,
  empresa: <ShopOutlined />,
  slide: <PictureOutlined />,
  post: <FileTextOutlined />,
  pagina: <ProfileOutlined />,
};

/** The menu key of the admin's home, /admin: 'Resumen'. */
export const HOME_KEY = 'resumen';

/** Where a section of the menu lives. */
export const sectionPath = (key: string) => (key === HOME_KEY ? '/admin' : `/admin/${key}`);

/**
 * The back office's sections, in menu order: 'Resumen' (the home, with the shop's statistics), the
 * users, the six resources under their titles, the comments, the releases of the remotes, then
 * the activity log. ('Seguridad', the account's own, is in the header's user menu.)
 */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { key: HOME_KEY, label: 'Resumen', icon: <DashboardOutlined /> },
  { key: 'user', label: 'Usuarios', icon: <TeamOutlined /> },
  ...RESOURCES.map((resource) => ({
    key: resource.name,
    label: resource.texts.title,
    icon: RESOURCE_ICONS[resource.name],
  })),
  { key: 'comentario', label: 'Comentarios', icon: <CommentOutlined />, Count: PendingCommentsCount },
  { key: 'versiones', label: 'Versiones', icon: <DeploymentUnitOutlined /> },
  { key: 'actividad', label: 'Actividad', icon: <HistoryOutlined /> },
];
