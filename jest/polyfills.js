// jsdom lacks a few browser APIs that react-router and antd use.
const { TextEncoder, TextDecoder } = require('node:util');
if (!global.TextEncoder) global.TextEncoder = TextEncoder;
if (!global.TextDecoder) global.TextDecoder = TextDecoder;

// antd schedules work through MessageChannel. Node's own (worker_threads) keeps jest from exiting,
// so use one built on setTimeout.
class TimeoutMessageChannel {
  constructor() {
    const make = () => ({ onmessage: null, postMessage: null, close() {}, start() {}, addEventListener() {}, removeEventListener() {} });
    this.port1 = make();
    this.port2 = make();
    const deliver = (target) => (data) => setTimeout(() => target.onmessage && target.onmessage({ data }), 0);
    this.port1.postMessage = deliver(this.port2);
    this.port2.postMessage = deliver(this.port1);
  }
}
global.MessageChannel = TimeoutMessageChannel;

if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent() { return false; },
  });
}
