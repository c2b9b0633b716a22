import type { ComponentType, ReactNode } from 'react';
import {
  AppstoreOutlined,
  CommentOutlined,
  FileTextOutlined,
  PictureOutlined,
  ProfileOutlined,
  ShopOutlined,
  ShoppingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { PendingCommentsCount } from './pending-comments-count';

export interface AdminSection {
  /** Path segment under /admin, also the menu key. */
  key: string;
  label: string;
  icon: ReactNode;
  /** Shown after the label: a live count (the pending comments). */
  Count?: ComponentType;
}

/** The back office's sections, in menu order (SPEC §2 "Admin area"). */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { key: 'user', label: 'Usuarios', icon: <TeamOutlined /> },
  { key: 'categoria', label: 'Categorías', icon: <AppstoreOutlined /> },
  { key: 'producto', label: 'Productos', icon: <ShoppingOutlined /> },
  { key: 'empresa', label: 'Sucursales', icon: <ShopOutlined /> },
  { key: 'slide', label: 'Slides', icon: <PictureOutlined /> },
  { key: 'post', label: 'Posts', icon: <FileTextOutlined /> },
  { key: 'pagina', label: 'Páginas', icon: <ProfileOutlined /> },
  { key: 'comentario', label: 'Comentarios', icon: <CommentOutlined />, Count: PendingCommentsCount },
];
