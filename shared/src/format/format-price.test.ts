import { formatPrice } from './format-price';

it('formats Mexican pesos with es-MX grouping and two decimals', () => {
  expect(formatPrice(1250)).toBe('$1,250.00');
  expect(formatPrice(0)).toBe('$0.00');
  expect(formatPrice(350.5)).toBe('$350.50');
  expect(formatPrice(1234567.891)).toBe('$1,234,567.89');
});

it('accepts the API decimal strings and treats missing or invalid values as 0', () => {
  expect(formatPrice('99.9')).toBe('$99.90');
  expect(formatPrice(null)).toBe('$0.00');
  expect(formatPrice(undefined)).toBe('$0.00');
  expect(formatPrice('abc')).toBe('$0.00');
});

it('rounds and signs exactly as Intl.NumberFormat es-MX MXN does (without loading it)', () => {
  const pesos = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });
  const values = [
    1.005,
    2.675,
    0.015,
    999.995,
    3282.495,
    -1234.567,
    -0.001,
    0.004999,
    1e-7,
    12_345_678_901.125,
    2e13 + 0.5,
  ];
  for (const value of values) expect(formatPrice(value)).toBe(pesos.format(value));
  expect(formatPrice(1.005)).toBe('$1.01');
  expect(formatPrice(-1234.567)).toBe('-$1,234.57');
});
