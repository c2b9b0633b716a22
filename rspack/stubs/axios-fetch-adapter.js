// Stands in for axios's fetch adapter in the browser builds (rspack/axios-without-fetch-adapter.js): in a browser axios
// takes its XHR adapter first, so the fetch adapter (about 3 KB gzipped in every visitor's
// download) is never reached. Answering no fetch makes axios skip it, as it would without fetch.
export const getFetch = () => undefined;
export default undefined;
