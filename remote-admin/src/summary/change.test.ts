import { changeOf } from './change';

const before = 'los 7 días anteriores';

it('says how each figure changed against the period before, in signs and in words', () => {
  expect(changeOf(112, 100, before)).toEqual({
    trend: 'up',
    text: '↑ 12 %',
    spoken: '12 % más que los 7 días anteriores',
  });
  expect(changeOf(97, 100, before)).toEqual({
    trend: 'down',
    text: '↓ 3 %',
    spoken: '3 % menos que los 7 días anteriores',
  });
  expect(changeOf(100, 100, before)).toEqual({
    trend: 'same',
    text: '= 0 %',
    spoken: 'igual que los 7 días anteriores',
  });
  expect(changeOf(5, 0, before)).toEqual({
    trend: 'none',
    text: 'sin datos previos',
    spoken: 'sin datos previos para comparar',
  });
  expect(changeOf(2500, 10, before).text).toBe('↑ 24,900 %');
});
