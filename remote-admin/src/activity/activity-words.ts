import type { ActivityAction, ActivityActorType } from '@pasteleria/shared/security';

/** Each action of the activity log for people ('Actividad''s filter and table). */
export const ACTION_LABELS: Record<ActivityAction, string> = {
  'sign-in': 'Inicio de sesión',
  'sign-in-failed': 'Inicio de sesión fallido',
  'sign-out': 'Cierre de sesión',
  'session-revoked': 'Sesión cerrada desde Seguridad',
  'other-sessions-revoked': 'Demás sesiones cerradas',
  'totp-enabled': 'App de autenticación activada',
  'totp-disabled': 'App de autenticación quitada',
  'recovery-codes-renewed': 'Códigos de recuperación nuevos',
  'recovery-code-used': 'Código de recuperación usado',
  'passkey-added': 'Llave de acceso agregada',
  'passkey-renamed': 'Llave de acceso renombrada',
  'passkey-removed': 'Llave de acceso eliminada',
  'two-step-required': 'Dos pasos exigidos a todos',
  'two-step-not-required': 'Dos pasos ya no exigidos',
  'record-created': 'Contenido creado',
  'record-updated': 'Contenido modificado',
  'record-deleted': 'Contenido eliminado',
  'user-created': 'Usuario creado',
  'user-updated': 'Usuario modificado',
  'comment-approved': 'Comentario aprobado',
  'comment-deleted': 'Comentario eliminado',
  'release-published': 'Versión publicada',
  'release-made-live': 'Versión en vivo',
  'rollout-started': 'Despliegue gradual iniciado',
  'rollout-advanced': 'Despliegue gradual avanzado',
  'rollout-completed': 'Despliegue gradual completado',
  'rollout-aborted': 'Despliegue gradual detenido',
  'deploy-key-created': 'Clave de publicación creada',
  'deploy-key-revoked': 'Clave de publicación revocada',
};

/** Who, when it is not a signed-in user. */
export const ACTOR_KINDS: Partial<Record<ActivityActorType, string>> = {
  'deploy-key': 'Clave',
  automatic: 'Automático',
  anonymous: 'Sin sesión',
};

/** The kinds of record an entry names, for people. */
export const TARGET_LABELS: Record<string, string> = {
  categoria: 'Categoría',
  producto: 'Producto',
  empresa: 'Sucursal',
  slide: 'Slide',
  post: 'Post',
  pagina: 'Página',
  usuario: 'Usuario',
  comentario: 'Comentario',
  version: 'Versión',
  clave: 'Clave',
  llave: 'Llave de acceso',
  sesion: 'Sesión',
};
