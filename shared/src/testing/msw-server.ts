import { setupServer } from 'msw/node';

/**
 * The one MSW server of a test file: jest/setup-dom.js starts it before the tests and removes
 * every stub after each test, so no fake outlives the test that set it.
 */
export const server = setupServer();
