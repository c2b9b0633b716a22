// Written out rather than with Intl.NumberFormat: creating the first currency formatter loads the
// locale's data, 50-80 ms of main thread on a mid-range phone, and this module is evaluated on
// every page (the formatter was created at import time). The output is es-MX's for MXN, rounded
// the way Intl rounds (half away from zero, on the number's shortest decimal form): '$1,250.00'.

let intl: Intl.NumberFormat | undefined;

/** Whole cents of |x| as Intl rounds them, or null when |x| is too large to count exactly. */
function cents(abs: number): number | null {
  if (abs >= 1e13) return null;
  const text = String(abs);
  // Below 1e-6 String() uses an exponent: such amounts round to no cents at all.
  if (text.includes('e')) return 0;
  const [whole = '0', fraction = ''] = text.split('.');
  const firstTwo = Number(`${fraction}00`.slice(0, 2));
  return Number(whole) * 100 + firstTwo + (Number(fraction[2] ?? '0') >= 5 ? 1 : 0);
}

/** A price as Mexican pesos (es-MX, MXN), e.g. 1250 → '$1,250.00'. Accepts the API's decimal strings. */
export function formatPrice(value: number | string | null | undefined): string {
  const amount = Number(value ?? 0);
  const safe = Number.isFinite(amount) ? amount : 0;
  const total = cents(Math.abs(safe));
  if (total === null) {
    intl ??= new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });
    return intl.format(safe);
  }
  const whole = String(Math.floor(total / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = safe < 0 || Object.is(safe, -0) ? '-' : '';
  return `${sign}$${whole}.${String(total % 100).padStart(2, '0')}`;
}
