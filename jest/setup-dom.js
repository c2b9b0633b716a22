require('@testing-library/jest-dom');

// The network of every test: MSW, stubbed per test by mockApi (@pasteleria/shared/testing).
// A request nothing stubs goes on unanswered by MSW (and fails: there is no server in tests).
const { server } = require('../shared/src/testing/msw-server.ts');

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
