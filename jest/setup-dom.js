require('@testing-library/jest-dom');

// findBy…/waitFor give a screen up to 5 s (1 s by default): CI runs on two busy cores.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });

// The network of every test: MSW, stubbed per test by mockApi (@pasteleria/shared/testing).
// A request nothing stubs goes on unanswered by MSW (and fails: there is no server in tests).
const { server } = require('../shared/src/testing/msw-server.ts');

// Each request is sent once: a test of an error state sees it at once (the retries of a GET after a
// 502, 503, 504 or no answer have their own tests, shared/src/api/retry.test.ts).
const { setRetryDelays } = require('../shared/src/api/retry.ts');

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
beforeEach(() => setRetryDelays([]));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
