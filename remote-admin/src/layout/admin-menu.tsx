import type { ComponentType, ReactNode } from 'react';
import {
  AppstoreOutlined,
  CommentOutlined,
  DeploymentUnitOutlined,
  FileTextOutlined,
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
  /** Path segment under /admin, also the menu key. */
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

/** The back office's sections, in menu order (SPEC §2 "Admin area"): users, the six resources under their titles, comments; then the releases of the remotes. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { key: 'user', label: 'Usuarios', icon: <TeamOutlined /> },
  ...RESOURCES.map((resource) => ({
    key: resource.name,
    label: resource.texts.title,
    icon: RESOURCE_ICONS[resource.name],
  })),
  { key: 'comentario', label: 'Comentarios', icon: <CommentOutlined />, Count: PendingCommentsCount },
  { key: 'versiones', label: 'Versiones', icon: <DeploymentUnitOutlined /> },
];
