const pesos = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });

/** A price as Mexican pesos (es-MX, MXN), e.g. 1250 → '$1,250.00'. Accepts the API's decimal strings. */
export function formatPrice(value: number | string | null | undefined): string {
  const amount = Number(value ?? 0);
  return pesos.format(Number.isFinite(amount) ? amount : 0);
}
