require('@testing-library/jest-dom');

// findBy…/waitFor give a screen up to 5 s (1 s by default): CI runs on two busy cores.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });

// The network of every test: MSW, stubbed per test by mockApi (@pasteleria/shared/testing).
// A request nothing stubs goes on unanswered by MSW (and fails: there is no server in tests).
const { server } = require('../shared/src/testing/msw-server.ts');

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
