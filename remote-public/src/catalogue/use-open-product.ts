import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PRODUCT_PARAM, type Producto } from '@pasteleria/shared';

/**
 * The history state 'Ver más' pushes with the product URL: the entry under it is this category
 * page, so closing the dialog goes back to it (and Back afterwards does not reopen the product).
 */
export const OPENED_FROM_LIST = { productoDesdeLaLista: true } as const;

function openedFromList(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'productoDesdeLaLista' in state;
}

/**
 * The product whose dialog is open, read from the URL (`?producto=<id>`) once `productos` has
 * loaded (null while it loads), and how to close it. An id that is not among `productos` opens
 * nothing and is dropped from the URL (replace). Closing goes back one entry when 'Ver más' pushed
 * this one; opened on the product URL directly, it replaces the URL with the category's.
 */
export function useOpenProduct(productos: Producto[] | null) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const wanted = params.get(PRODUCT_PARAM);
  const open = wanted === null || productos === null ? null : (productos.find((p) => String(p.id) === wanted) ?? null);
  const unknown = wanted !== null && productos !== null && open === null;

  const dropParam = useCallback(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PRODUCT_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [setParams]);

  useEffect(() => {
    if (unknown) dropParam();
  }, [unknown, dropParam]);

  // Escape then a click on the backdrop must not go back twice (out of the page) before the
  // first navigation lands: one close per history entry.
  const closedAt = useRef<string | null>(null);
  const close = useCallback(() => {
    if (closedAt.current === location.key) return;
    closedAt.current = location.key;
    if (openedFromList(location.state)) void navigate(-1);
    else dropParam();
  }, [location.key, location.state, navigate, dropParam]);

  return { open, close };
}
