/**
 * `@pasteleria/shared/server-render`: what the host's server render sets before it draws a page,
 * never imported in a browser (the shared entry every page downloads stays without it): the page's
 * inline answers and origin, and how rich HTML is read as text with no DOM.
 */
export { provideInlineAnswers } from './api/inline-answers';
export { setRenderedOrigin } from './config/page-origin';
export { readHtmlWithoutDom } from './format/strip-html';
export { htmlTextWithoutDom } from './format/html-text-without-dom';
