// What antd's Table, Popconfirm and Select need from the browser that jsdom lacks (remote-admin tests only).
if (typeof window !== 'undefined') {
  if (!window.ResizeObserver) {
    window.ResizeObserver = class ResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    global.ResizeObserver = window.ResizeObserver;
  }
  // jsdom throws "not implemented" for a pseudo-element; antd only measures scrollbars with it.
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element, pseudo) => getComputedStyle(element, pseudo ? undefined : pseudo);
}
