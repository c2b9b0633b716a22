const assert = require('node:assert/strict');
const { test } = require('node:test');
const { apiUrl, devPorts, devServer, quietProxyLogger } = require('./dev-server.js');

test('DEV_PORT moves the four apps together; 3000 to 3003 by default', () => {
  assert.deepEqual(devPorts({}), { host: 3000, remote_public: 3001, remote_blog: 3002, remote_admin: 3003 });
  assert.deepEqual(devPorts({ DEV_PORT: '4300' }), {
    host: 4300,
    remote_public: 4301,
    remote_blog: 4302,
    remote_admin: 4303,
  });
  assert.throws(() => devPorts({ DEV_PORT: 'x' }), /DEV_PORT=x is not a port/);
  assert.equal(devServer({ name: 'remote_blog' }, { DEV_PORT: '4300' }).port, 4302);
});

test('the host proxies /api and /img to API_URL; a remote also /config.json', () => {
  const env = { API_URL: 'http://localhost:9999' };
  assert.equal(apiUrl({}), 'http://localhost:8080');
  const [hostProxy] = devServer({ name: 'host' }, env).proxy;
  const [remoteProxy] = devServer({ name: 'remote_admin' }, env).proxy;
  assert.deepEqual(hostProxy.context, ['/api', '/img']);
  assert.deepEqual(remoteProxy.context, ['/api', '/img', '/config.json']);
  assert.equal(remoteProxy.target, 'http://localhost:9999');
});

test('a request the API cannot take yet is not printed; any other proxy error is', (t) => {
  const printed = t.mock.method(console, 'error', () => {});
  const message = '[HPM] Error occurred while proxying request %s to %s [%s] (%s)';
  quietProxyLogger.error(message, 'localhost:3000/api/v1/x', 'http://localhost:8080/', 'ECONNREFUSED', 'ref');
  assert.equal(printed.mock.callCount(), 0);
  quietProxyLogger.error(message, 'localhost:3000/api/v1/x', 'http://localhost:8080/', 'EPROTO', 'ref');
  assert.equal(printed.mock.callCount(), 1);
});
