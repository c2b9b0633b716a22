/**
 * Entity shapes of SPEC §3, as the API returns them (read) and accepts them (write).
 * Field names are the spec's, in Spanish or English as the spec has them.
 * Images: on read, the stored file name (or null); on write, `urlfoto` is a data-URL
 * (or '' / absent when no new image was chosen).
 */

export interface Slide {
  id: number;
  frase: string;
  link: string | null;
  posicion: number;
  imagen: string | null;
}
export interface SlideInput {
  frase: string;
  link: string;
  posicion: number;
  urlfoto?: string;
}

export interface Categoria {
  id: number;
  slug: string;
  nombre: string;
  descripcion: string;
  menu: boolean;
  orden: number;
  urlfoto: string | null;
}
export interface CategoriaInput {
  nombre: string;
  slug?: string;
  descripcion: string;
  /** 'Portada?': shown on the home page; true when absent on create (SPEC §9). */
  menu?: boolean;
  orden: number;
  urlfoto?: string;
}

export interface Producto {
  id: number;
  name: string;
  title: string;
  description: string;
  descripcion: string;
  price: number;
  code: string;
  stock: number;
  details: string;
  order: number;
  image: string | null;
  categoria_id: number | null;
  visits: number;
  slug: string;
  categoria: { id: number; nombre: string; slug: string } | null;
}
export interface ProductoInput {
  name: string;
  title: string;
  description: string;
  descripcion?: string;
  urlfoto?: string;
  code: string;
  stock: number;
  price: number;
  details: string;
  order: number;
  categoria_id: number | null;
  visits?: number;
}

export interface Empresa {
  id: number;
  nombre: string;
  slug: string;
  descripcion: string;
  email: string;
  telefono: string;
  direccion: string;
  website: string;
  facebook: string;
  youtube: string;
  tiktok: string;
  latitud: number | null;
  longitud: number | null;
  orden: number;
  urlfoto: string | null;
  publicado: boolean;
  visitas: number;
}
export interface EmpresaInput {
  nombre: string;
  descripcion: string;
  email: string;
  telefono: string;
  direccion: string;
  website: string;
  facebook: string;
  youtube: string;
  tiktok: string;
  latitud: number | null;
  longitud: number | null;
  orden: number;
  urlfoto?: string;
  publicado?: boolean;
  visitas?: number;
  /** On edit the new image is sent under `file` (SPEC §3). */
  file?: string;
}

export interface Post {
  id: number;
  name: string;
  slug: string;
  title: string;
  description: string;
  descripcion: string;
  order: number;
  image: string | null;
  visits: number;
}
export interface PostInput {
  name: string;
  title: string;
  description: string;
  descripcion: string;
  order: number;
  visits?: number;
  urlfoto?: string;
}

export interface Pagina {
  id: number;
  name: string;
  slug: string;
  title: string;
  description: string;
  texttop: string;
  textbottom: string;
  order: number;
  image: string | null;
}
export interface PaginaInput {
  name: string;
  title: string;
  description: string;
  texttop: string;
  textbottom: string;
  order: number;
  urlfoto?: string;
}

/** A comment as the admin sees it (pending list). */
export interface Comentario {
  id: number;
  nombre: string;
  email: string;
  comentario: string;
  rating: number;
  created_at: string;
}
/** An approved comment on the public list: the e-mail is named `mail` (SPEC §3). */
export interface ComentarioPublico {
  id: number;
  nombre: string;
  mail: string;
  comentario: string;
  rating: number;
  created_at: string;
}
export interface ComentarioInput {
  nombre: string;
  email: string;
  comentario: string;
  rating: number;
}

export interface Role {
  name: string;
}
export interface User {
  id: number;
  name: string;
  email: string;
  roles: Role[];
}
export interface UserInput {
  name: string;
  email: string;
  /** 'admin' or 'user' */
  role: string;
  /** Optional new password; omitted or '' keeps the current one. */
  password?: string;
}

export interface LoginResponse {
  success: true;
  token: string;
  user: User;
}

/** 422 body of every validation error. */
export interface ValidationErrorBody {
  message: string;
  errors: Record<string, string[]>;
}

/** /config.json, read by the host at start-up (DESIGN.md). */
export interface RuntimeConfig {
  apiBase: string;
  remotes: { remote_public: string; remote_blog: string; remote_admin: string };
  site: { name: string; whatsappPhone: string; socialUrl: string };
}
