// antd's Table, Select and popups measure themselves; jsdom has no ResizeObserver. Import this
// from a test file that renders them.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;
export {};
