/**
 * `@pasteleria/shared/testing`: helpers for tests only (never imported by app code, so never in a
 * bundle). They use the same client as the main entry, so stubbing here stubs every API call.
 */
export { recordRequests, formFields, type RecordedRequest, type FakeReply } from './record-requests';
export { mockApi, pending, deferred, type MockApi, type Reply, type Routes } from './mock-api';
export { renderAt } from './render-at';
export { post, pagina } from './fixtures';
export { setTestSite } from './site';
export { recordBeacons, type RecordedBeacons } from './beacons';
// The page's axios instance, for tests that stub or inspect it directly.
export { apiClient } from '../api/axios-client';
