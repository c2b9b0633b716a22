import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { PublicCache } from './cache/public-cache.js';
import { readConfig, REPO_ROOT } from './config.js';
import { HttpError } from './http/errors.js';
import { sniffFormat } from './pictures/sent-pictures.js';
import { MemoryRateLimitStore, RateLimiter } from './http/rate-limit.js';
import { isPublicAddress } from './releases/public-address.js';
import { fold } from '@pasteleria/shared/entities';
import { imageBytes } from '../test/support/fixtures.js';

test('config defaults and relative paths', () => {
  const config = readConfig({}, '/srv/app');
  assert.equal(config.port, 8080);
  assert.equal(config.host, '0.0.0.0');
  assert.equal(config.dataDir, path.join(REPO_ROOT, 'data'));
  assert.equal(config.webRoot, REPO_ROOT);
  assert.equal(config.databaseUrl, undefined);
  assert.equal(config.adminEmail, 'admin@pasteleria.local');
  assert.equal(config.adminPassword, undefined);
  assert.equal(config.seed, true);
  assert.equal(config.maxImageBytes, 5 * 1024 * 1024);
  assert.deepEqual(config.remoteUrls, {});
  assert.deepEqual(config.releases, {
    maxUploadBytes: 30 * 1024 * 1024,
    maxBytes: 100 * 1024 * 1024,
    maxFiles: 2000,
    origins: [],
  });
  assert.equal(config.site.name, 'Pastelería La Esperanza');
  const custom = readConfig(
    { DATA_DIR: 'datos', WEB_ROOT: '../web', SEED: '0', PORT: '3000', MAX_IMAGE_BYTES: '1000' },
    '/srv/app',
  );
  assert.equal(custom.dataDir, '/srv/app/datos');
  assert.equal(custom.webRoot, '/srv/web');
  assert.equal(custom.seed, false);
  assert.equal(custom.port, 3000);
  assert.equal(custom.maxImageBytes, 1000);
  assert.throws(() => readConfig({ PORT: 'abc' }), /PORT/);
});

test('TRUST_PROXY: no proxy, a number of hops, or a list of proxy addresses; never every proxy', () => {
  const trust = (value?: string) => readConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy;
  assert.equal(trust(), false);
  assert.equal(trust('0'), false);
  assert.equal(trust('false'), false);
  assert.equal(trust('true'), 1, 'true (as before) is the one proxy in front, not the leftmost address');
  assert.equal(trust('2'), 2);
  assert.deepEqual(trust('10.0.0.5, 10.1.0.0/16,loopback, ::1'), ['10.0.0.5', '10.1.0.0/16', 'loopback', '::1']);
  for (const wrong of ['yes', '10.0.0.300', '10.0.0.0/33', '10.0.0.1/8/2', '-1'])
    assert.throws(() => trust(wrong), /TRUST_PROXY/, wrong);
});

test('release settings: RELEASE_* bounds, RELEASE_ORIGINS as origins, REMOTE_*_URL as given', () => {
  const config = readConfig({
    RELEASE_MAX_UPLOAD_BYTES: '1000',
    RELEASE_MAX_BYTES: '2000',
    RELEASE_MAX_FILES: '3',
    RELEASE_ORIGINS: 'https://cdn.example.com/ruta, http://10.0.0.7:8080',
    REMOTE_BLOG_URL: 'https://cdn.example.com/blog/mf-manifest.json',
    REMOTE_PUBLIC_URL: '/remotes/public/mf-manifest.json',
  });
  assert.deepEqual(config.releases, {
    maxUploadBytes: 1000,
    maxBytes: 2000,
    maxFiles: 3,
    origins: ['https://cdn.example.com', 'http://10.0.0.7:8080'],
  });
  assert.deepEqual(config.remoteUrls, {
    remote_public: '/remotes/public/mf-manifest.json',
    remote_blog: 'https://cdn.example.com/blog/mf-manifest.json',
  });
  assert.throws(() => readConfig({ RELEASE_ORIGINS: 'ftp://x' }), /RELEASE_ORIGINS/);
  assert.throws(() => readConfig({ RELEASE_MAX_FILES: '0' }), /RELEASE_MAX_FILES/);
});

test('public addresses: loopback, private, shared, link-local, unique-local, unspecified, multicast are not', () => {
  for (const address of ['8.8.8.8', '1.1.1.1', '2001:4860:4860::8888', '::ffff:8.8.8.8'])
    assert.equal(isPublicAddress(address), true, address);
  for (const address of [
    '127.0.0.1',
    '127.255.0.9',
    '10.0.0.1',
    '172.16.5.4',
    '172.31.255.255',
    '192.168.1.1',
    '100.64.0.1',
    '169.254.169.254',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::127.0.0.1',
    'localhost',
    '',
  ])
    assert.equal(isPublicAddress(address), false, address);
});

test('image sniffing by magic bytes', async () => {
  for (const format of ['png', 'jpeg', 'webp', 'gif'] as const)
    assert.equal(sniffFormat(await imageBytes(format)), format);
  assert.equal(sniffFormat(Buffer.from('<svg/>')), undefined);
  assert.equal(sniffFormat(Buffer.alloc(0)), undefined);
});

test('cache: loads once, invalidates by tag, drops failed and empty loads, never keeps a load overtaken by a write', async () => {
  const cache = new PublicCache();
  let loads = 0;
  const load = async () => ++loads;
  assert.equal(await cache.get('a', ['x'], load), 1);
  assert.equal(await cache.get('a', ['x'], load), 1);
  await cache.invalidate(['y']);
  assert.equal(await cache.get('a', ['x'], load), 1);
  await cache.invalidate(['x']);
  assert.equal(await cache.get('a', ['x'], load), 2);
  await assert.rejects(cache.get('b', ['x'], async () => Promise.reject(new Error('db down'))));
  assert.equal(await cache.get('b', ['x'], load), 3);
  // A load that found nothing is not kept: an unknown slug cannot fill the cache.
  assert.equal(await cache.get('missing', ['x'], async () => null), null);
  assert.equal(await cache.get('missing', ['x'], load), 4);

  let release!: (value: string) => void;
  const slow = cache.get('c', ['x'], () => new Promise<string>((resolve) => (release = resolve)));
  await cache.invalidate(['x']);
  release('stale');
  assert.equal(await slow, 'stale');
  assert.equal(await cache.get('c', ['x'], async () => 'fresh'), 'fresh');
});

/** A limiter on an in-memory store whose clock the test sets. */
function limiterAt(rule: { max: number; windowMs: number }, maxKeys?: number) {
  const clock = { now: 0 };
  const store = new MemoryRateLimitStore(maxKeys, () => clock.now);
  const limiter = new RateLimiter('test', rule, 'Demasiados', store);
  const hit = (key: string, now: number) => {
    clock.now = now;
    return limiter.hit(key);
  };
  return { hit, store };
}

const tooMany = (error: unknown) => error instanceof HttpError && error.statusCode === 429;

test('rate limiter: fixed window per key', async () => {
  const { hit } = limiterAt({ max: 2, windowMs: 1000 });
  await hit('a', 0);
  await hit('a', 10);
  await assert.rejects(
    hit('a', 20),
    (error: unknown) => tooMany(error) && (error as HttpError).headers['retry-after'] === '1',
  );
  await hit('b', 20);
  await hit('a', 1000);
});

test('rate limiter: memory stays bounded whatever keys clients make up', async () => {
  const { hit, store } = limiterAt({ max: 1, windowMs: 1000 }, 100);
  for (let i = 0; i < 1000; i += 1) await hit(`ip-${i}`, 0);
  assert.equal(store.size, 100);
  // Keys still within the bound keep their count.
  await assert.rejects(hit('ip-999', 1), tooMany);
  // Expired windows are dropped as new ones come.
  await hit('late', 1000);
  assert.equal(store.size, 1);
});

test('fold: case and accents', () => {
  assert.equal(fold('Pastelería ÁRBOL Ñandú'), 'pasteleria arbol nandu');
});
