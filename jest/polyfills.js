// What jsdom lacks that the front-end packages use. (jest-fixed-jsdom, the test environment, already
// brings Node's fetch, streams, TextEncoder and friends, which MSW needs.)
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent() {
      return false;
    },
  });
}

// jsdom has no layout: scrolling the window does nothing (and would only log "not implemented").
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
