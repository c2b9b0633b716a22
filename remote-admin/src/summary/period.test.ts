import { addDays, daysIn, periodFromSearch, periodSearch, previousPeriodLabel, today } from './period';

const on = '2026-03-10';
const read = (query: string) => periodFromSearch(new URLSearchParams(query), on);

describe('the period in the URL', () => {
  it('is the last 7 days, today included, unless it says otherwise', () => {
    expect(read('')).toEqual({ desde: '2026-03-04', hasta: on, days: 7 });
    expect(read('?periodo=1')).toEqual({ desde: on, hasta: on, days: 1 });
    expect(read('?periodo=30')).toEqual({ desde: '2026-02-09', hasta: on, days: 30 });
    expect(read('?periodo=90')).toEqual({ desde: '2025-12-11', hasta: on, days: 90 });
    expect(read('?periodo=12')).toEqual({ desde: '2026-03-04', hasta: on, days: 7 });
  });

  it('may be dates of one’s own, when they are real days, in order, and 366 days at most', () => {
    expect(read('?desde=2026-01-01&hasta=2026-01-31')).toEqual({
      desde: '2026-01-01',
      hasta: '2026-01-31',
      days: null,
    });
    expect(read('?desde=2025-01-01&hasta=2026-01-01').days).toBeNull();
    for (const bad of [
      '?desde=2026-02-30&hasta=2026-03-01',
      '?desde=2026-03-05&hasta=2026-03-01',
      '?desde=2024-01-01&hasta=2026-01-01',
      '?desde=ayer&hasta=2026-03-01',
      '?desde=2026-03-01',
    ])
      expect(read(bad)).toEqual({ desde: '2026-03-04', hasta: on, days: 7 });
  });

  it('is written back as the URL says it', () => {
    expect(periodSearch({ days: 30 }).toString()).toBe('periodo=30');
    expect(periodSearch({ desde: '2026-01-01', hasta: '2026-01-31' }).toString()).toBe(
      'desde=2026-01-01&hasta=2026-01-31',
    );
  });

  it('counts days across a change of the clocks and of the year', () => {
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysIn({ desde: '2026-03-01', hasta: '2026-04-30' })).toBe(61);
  });

  it('names what the figures are compared with', () => {
    expect(previousPeriodLabel(read('?periodo=1'))).toBe('el día anterior');
    expect(previousPeriodLabel(read(''))).toBe('los 7 días anteriores');
  });

  it("is the shop's today, wherever the admin is", () => {
    // 02:30 in Madrid on 10 March is still 9 March in Mexico City.
    const now = new Date('2026-03-10T01:30:00Z');
    expect(today('America/Mexico_City', now)).toBe('2026-03-09');
    expect(today('Europe/Madrid', now)).toBe('2026-03-10');
    expect(today('Nowhere/Atlantis', now)).toMatch(/^2026-03-(09|10)$/);
  });
});
