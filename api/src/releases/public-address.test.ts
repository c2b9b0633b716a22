import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isPublicAddress } from './public-address.js';

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
