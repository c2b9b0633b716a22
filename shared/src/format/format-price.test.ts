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
