import { cumulativeShift, interactionToNextPaint, vitalsOf, watchVitals } from './page-vitals';

/** The observers the page made, by entry type, so a test hands them the browser's entries. */
const observers = new Map<string, (entries: object[]) => void>();

class FakeObserver {
  static supportedEntryTypes = ['largest-contentful-paint', 'layout-shift', 'event', 'first-input'];
  constructor(private readonly take: (list: { getEntries: () => object[] }) => void) {}
  observe({ type }: { type: string }) {
    observers.set(type, (entries) => this.take({ getEntries: () => entries }));
  }
}

const entries = (type: string, list: object[]) => observers.get(type)?.(list);

describe('CLS', () => {
  it('is the largest sum of one session window of shifts', () => {
    expect(cumulativeShift([])).toBe(0);
    // Two windows: a gap of more than a second parts them.
    expect(
      cumulativeShift([
        { startTime: 100, value: 0.05 },
        { startTime: 600, value: 0.05 },
        { startTime: 3000, value: 0.02 },
      ]),
    ).toBeCloseTo(0.1);
    // A window lasts 5 s at most, however close its shifts.
    const steady = Array.from({ length: 12 }, (_, i) => ({ startTime: i * 900, value: 0.01 }));
    expect(cumulativeShift(steady)).toBeCloseTo(0.06);
  });
});

describe('INP', () => {
  it('is the longest interaction (its longest part), one in fifty ignored; none without interactions', () => {
    expect(interactionToNextPaint([])).toBeUndefined();
    expect(
      interactionToNextPaint([
        { startTime: 10, interactionId: 1, duration: 40 },
        { startTime: 12, interactionId: 1, duration: 120 },
        { startTime: 500, interactionId: 2, duration: 80 },
        { startTime: 600, interactionId: 0, duration: 900 },
      ]),
    ).toBe(120);
    const many = Array.from({ length: 60 }, (_, i) => ({ startTime: i, interactionId: i + 1, duration: 20 }));
    many[5] = { startTime: 5, interactionId: 6, duration: 700 };
    expect(interactionToNextPaint(many)).toBe(20);
  });
});

describe('the vitals of each page view', () => {
  beforeAll(() => {
    (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = FakeObserver;
    watchVitals(false);
  });
  afterAll(() => Reflect.deleteProperty(globalThis, 'PerformanceObserver'));

  it('gives the first view its LCP, and each view the shifts and interactions of its own time', () => {
    entries('largest-contentful-paint', [{ startTime: 900 }, { startTime: 1400 }]);
    entries('layout-shift', [
      { startTime: 300, value: 0.1, hadRecentInput: false },
      { startTime: 2500, value: 0.3, hadRecentInput: true },
      { startTime: 4200, value: 0.05, hadRecentInput: false },
    ]);
    entries('first-input', [{ startTime: 2000, duration: 64, interactionId: 3 }]);
    entries('event', [
      { startTime: 2000, duration: 64, interactionId: 3 },
      { startTime: 4300, duration: 200, interactionId: 4 },
    ]);

    expect(vitalsOf(0, 4000, true)).toEqual({ lcp: 1400, cls: 0.1, inp: 64 });
    expect(vitalsOf(4000, 6000, false)).toEqual({ cls: 0.05, inp: 200 });
    expect(vitalsOf(6000, 8000, false)).toEqual({ cls: 0 });
  });
});
