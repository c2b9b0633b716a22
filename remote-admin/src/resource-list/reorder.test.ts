import { move, renumber } from './reorder';

const rows = (orders: number[]) => orders.map((orden, i) => ({ id: i + 1, nombre: `c${i + 1}`, orden }));

it('moves an item', () => {
  expect(move(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
  expect(move(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
});

it('hands the existing distinct order values out again, so only the moved stretch is saved', () => {
  const next = move(rows([1, 2, 5, 9]), 0, 2);
  const { rows: ordered, changed } = renumber(next, 'orden', 1);
  expect(ordered.map((r) => [r.id, r.orden])).toEqual([
    [2, 1],
    [3, 2],
    [1, 5],
    [4, 9],
  ]);
  expect(changed.map((r) => r.id)).toEqual([2, 3, 1]);
});

it('numbers 1, 2, 3… when order values repeat (several products with order 1)', () => {
  const { rows: ordered, changed } = renumber(move(rows([1, 1, 1]), 2, 0), 'orden', 0);
  expect(ordered.map((r) => [r.id, r.orden])).toEqual([
    [3, 1],
    [1, 2],
    [2, 3],
  ]);
  expect(changed.map((r) => r.id)).toEqual([1, 2]);
});

it('respects the minimum of the order field', () => {
  const { rows: ordered } = renumber(rows([0, 1]), 'orden', 1);
  expect(ordered.map((r) => r.orden)).toEqual([1, 2]);
});
