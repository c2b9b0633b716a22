/**
 * `@pasteleria/shared/after-paint`, for the site's server: what it writes for a drawn page's loader
 * (the list's shape and place). The loader itself (./loader/) is built apart, small, and inlined by
 * the server (its build: rspack/after-paint-loader.js).
 */
export { AFTER_PAINT_LIST_ID, type AfterPaint } from './after-paint-list.ts';
