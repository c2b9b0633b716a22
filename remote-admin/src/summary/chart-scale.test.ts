import { labelledDays, nearestDay, roundTicks } from './chart-scale';

describe('roundTicks', () => {
  it.each([
    [0, [0, 1]],
    [1, [0, 1]],
    [3, [0, 1, 2, 3]],
    [7, [0, 2, 4, 6, 8]],
    [40, [0, 10, 20, 30, 40]],
    [57, [0, 20, 40, 60]],
    [1062, [0, 500, 1000, 1500]],
    [25_000, [0, 10_000, 20_000, 30_000]],
  ])('for a largest count of %i: %j', (max, ticks) => {
    expect(roundTicks(max)).toEqual(ticks);
  });

  it('never gives more than five ticks, the last at or above the largest count', () => {
    for (let max = 0; max <= 3000; max += 7) {
      const ticks = roundTicks(max);
      expect(ticks.length).toBeLessThanOrEqual(5);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
    }
  });
});

describe('labelledDays', () => {
  it('labels every day when there is room, and the one day of a day', () => {
    expect(labelledDays(7, 600, 64)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(labelledDays(1, 600, 64)).toEqual([0]);
    expect(labelledDays(0, 600, 64)).toEqual([]);
  });

  it('steps back from the last day, keeping labels apart', () => {
    expect(labelledDays(7, 200, 64)).toEqual([0, 2, 4, 6]);
    expect(labelledDays(30, 580, 64)).toEqual([1, 5, 9, 13, 17, 21, 25, 29]);
    expect(labelledDays(366, 580, 64)).toEqual([29, 85, 141, 197, 253, 309, 365]);
  });
});

describe('nearestDay', () => {
  it('gives the day nearest to a point across the plot, within its days', () => {
    expect(nearestDay(0, 3, 200)).toBe(0);
    expect(nearestDay(49, 3, 200)).toBe(0);
    expect(nearestDay(51, 3, 200)).toBe(1);
    expect(nearestDay(200, 3, 200)).toBe(2);
    expect(nearestDay(-30, 3, 200)).toBe(0);
    expect(nearestDay(260, 3, 200)).toBe(2);
    expect(nearestDay(120, 1, 200)).toBe(0);
  });
});
