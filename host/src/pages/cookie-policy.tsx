import { PageTitle, siteName } from '@pasteleria/shared';
import { CONSENT_COOKIE, CONSENT_DAYS } from '../layout/cookie-banner';

/** /politica-cookies: what the site stores in the browser, and how to remove it. */
export function CookiePolicyPage() {
  return (
    <article className="container-narrow prose">
      <PageTitle text="Política de cookies" />
      <h1 className="page-title">Política de cookies</h1>
      <p className="page-lead">
        En {siteName()} queremos que sepas qué guardamos en tu navegador y para qué. Usamos lo mínimo necesario para que
        el sitio funcione: no usamos cookies de publicidad ni de rastreo de terceros.
      </p>

      <h2>¿Qué es una cookie?</h2>
      <p>
        Una cookie es un pequeño archivo de texto que un sitio web guarda en tu navegador para recordar información
        entre una visita y otra. Algo parecido hace el almacenamiento de sesión del navegador, que se borra al cerrar la
        pestaña.
      </p>

      <h2>Lo que guarda este sitio</h2>
      <ul>
        <li>
          <strong>Cookie de consentimiento</strong> (<code>{CONSENT_COOKIE}</code>): se crea cuando pulsas «Acepto» en
          el aviso de cookies, para no volver a mostrártelo. Dura {CONSENT_DAYS} días y solo contiene el valor «true».
        </li>
        <li>
          <strong>Sesión de administración</strong> (<code>token</code>, en el almacenamiento de sesión del navegador):
          solo existe si el personal de la pastelería inicia sesión en el panel de administración. Sirve para
          identificar esa sesión ante nuestro servidor y se elimina al cerrar sesión o al cerrar la pestaña. Los
          visitantes del sitio público nunca la reciben.
        </li>
      </ul>
      <p>
        No guardamos datos personales en cookies. Los datos que envías en el formulario de comentarios (nombre, correo y
        comentario) se mandan a nuestro servidor para moderarlos; no se guardan en tu navegador.
      </p>

      <h2>Servicios externos</h2>
      <p>
        El botón «Haz tu pedido por WhatsApp» y los enlaces a redes sociales te llevan a sitios de terceros, que tienen
        sus propias políticas de privacidad y de cookies. Los mapas de las sucursales pueden cargarse desde un proveedor
        externo.
      </p>

      <h2>Cómo borrar o bloquear las cookies</h2>
      <p>
        Puedes borrar las cookies y el almacenamiento del sitio desde la configuración de privacidad de tu navegador en
        cualquier momento. Si borras la cookie de consentimiento, el aviso volverá a aparecer. El sitio público funciona
        igual aunque bloquees las cookies.
      </p>

      <h2>Cambios y contacto</h2>
      <p>
        Si cambiamos lo que guardamos, actualizaremos esta página. Para cualquier duda, escríbenos por WhatsApp o en
        nuestras redes sociales.
      </p>
      <p className="muted">Última actualización: 2025.</p>
    </article>
  );
}
