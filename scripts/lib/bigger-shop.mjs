// @ts-check
// A shop with more content than the demo's, made through the real admin API as its owner would:
// about 30 posts, 40 approved comments, 10 slides and 12 branches in all (what the demo seeded
// counts towards them). The budget of `/` is also measured on it: what a page downloads must not
// grow with what the shop publishes.

/** How much of each the bigger shop has in all. */
const BIGGER_SHOP = { posts: 30, comments: 40, slides: 10, branches: 12 };

/**
 * The environment of a site that takes the bigger shop's comments from one address: the comment
 * limit per address (10 per 10 minutes) would refuse them.
 */
export const BIGGER_SHOP_ENV = { COMMENT_RATE_LIMIT_IP: '1000' };

/** A small valid picture (sharp re-encodes it; its variants are made on first request). */
const PICTURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAICAIAAAB/FOjAAAAAE0lEQVR4nGM4URFAEmIY1UALDQBmf8gBlG0mcgAAAABJRU5ErkJggg==';

const LOREM =
  'Masa madre, mantequilla y azúcar mascabado: así preparamos cada pieza en el obrador desde temprano, ' +
  'con fruta de temporada y chocolate de Tabasco.';

/**
 * Adds posts, approved comments, slides and branches until the site has the bigger shop's numbers.
 * @param {string} siteUrl
 * @param {string} token an administrator's
 * @returns {Promise<Record<keyof typeof BIGGER_SHOP, number>>} how many of each the site has now
 */
export async function makeBiggerShop(siteUrl, token) {
  const api = `${siteUrl}/api/v1`;
  /** @param {string} method @param {string} path @param {unknown} [body] @param {boolean} [admin] */
  const call = async (method, path, body, admin = true) => {
    const res = await fetch(`${api}${path}`, {
      method,
      headers: {
        ...(admin ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return /** @type {any} */ (await res.json());
  };
  const count = async (/** @type {string} */ path) => (await call('GET', path, undefined, false)).length;
  /** @param {number} have @param {number} want @param {(i: number) => Promise<unknown>} add */
  const fill = async (have, want, add) => {
    for (let i = have; i < want; i++) await add(i + 1);
  };

  await fill(await count('/public/blog/posts'), BIGGER_SHOP.posts, (n) =>
    call('POST', '/admin/post', {
      name: `Receta de temporada ${n}`,
      title: `Receta de temporada número ${n}`,
      description: `${LOREM} Entrada ${n} del blog.`,
      descripcion: `<p>${LOREM}</p><p>Paso a paso de la receta ${n}.</p>`,
      order: 100 + n,
      urlfoto: PICTURE,
    }),
  );
  await fill(await count('/public/comentarios'), BIGGER_SHOP.comments, async (n) => {
    const { comentario } = await call(
      'POST',
      '/public/comentarios',
      { nombre: `Cliente ${n}`, comentario: `${LOREM} Comentario ${n}.`, rating: 1 + (n % 5) },
      false,
    );
    await call('PUT', `/admin/comentarios/${comentario.id}/aprobar`);
  });
  await fill(await count('/public/slides'), BIGGER_SHOP.slides, (n) =>
    call('POST', '/admin/slide', {
      frase: `Promoción de la semana ${n}`,
      link: '',
      posicion: 100 + n,
      urlfoto: PICTURE,
    }),
  );
  await fill(await count('/public/empresas/100'), BIGGER_SHOP.branches, (n) =>
    call('POST', '/admin/empresa', {
      nombre: `Sucursal ${n}`,
      descripcion: `${LOREM} Sucursal ${n}.`,
      telefono: '5512345678',
      direccion: `Avenida Reforma ${100 + n}, Ciudad de México`,
      latitud: 19.4 + n / 100,
      longitud: -99.1 - n / 100,
      orden: 100 + n,
    }),
  );
  return {
    posts: await count('/public/blog/posts'),
    comments: await count('/public/comentarios'),
    slides: await count('/public/slides'),
    branches: await count('/public/empresas/100'),
  };
}
