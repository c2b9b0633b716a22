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
  // jsdom throws "not implemented" for a pseudo-element and draws none: a pseudo-element's style is
  // empty (antd measures scrollbars with it; Testing Library reads ::before and ::after `content`
  // for every node of an accessible name, which cost a full cascade of antd's rules each before).
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element, pseudo) => (pseudo ? document.createElement('div').style : getComputedStyle(element));
}
