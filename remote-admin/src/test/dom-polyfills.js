// What antd's Table, Popconfirm and Select need from the browser that jsdom lacks (remote-admin tests only).

// antd schedules work through MessageChannel. Node's own (worker_threads) keeps jest from exiting,
// so use one built on setTimeout: the real one, taken now. React's scheduler keeps the channel it
// finds at start-up and posts once until its message comes; a message given to a test's fake timers
// and dropped with them would leave React with no more renders outside act() for the rest of the file.
const realSetTimeout = setTimeout;
class TimeoutMessageChannel {
  constructor() {
    const make = () => ({
      onmessage: null,
      postMessage: null,
      close() {},
      start() {},
      addEventListener() {},
      removeEventListener() {},
    });
    this.port1 = make();
    this.port2 = make();
    const deliver = (target) => (data) => realSetTimeout(() => target.onmessage && target.onmessage({ data }), 0);
    this.port1.postMessage = deliver(this.port2);
    this.port2.postMessage = deliver(this.port1);
  }
}
global.MessageChannel = TimeoutMessageChannel;

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
