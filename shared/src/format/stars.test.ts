import { stars } from './stars';

it.each([
  [4, { filled: 4, empty: 1 }],
  [0, { filled: 0, empty: 5 }],
  [5, { filled: 5, empty: 0 }],
  [9, { filled: 5, empty: 0 }],
  [-2, { filled: 0, empty: 5 }],
  [3.6, { filled: 4, empty: 1 }],
  ['2', { filled: 2, empty: 3 }],
  [null, { filled: 0, empty: 5 }],
  [Number.NaN, { filled: 0, empty: 5 }],
])('stars(%p) → %p', (rating, expected) => {
  expect(stars(rating)).toEqual(expected);
});
