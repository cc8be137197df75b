import { describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../../../../functions/adapters/callbacks/addresses';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '100.64.0.1',
    '169.254.169.254',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd00:ec2::254',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '::ffff:a9fe:a9fe',
    '64:ff9b::10.0.0.1',
    '64:ff9b::7f00:1',
    '64:ff9b:1::a00:1',
    '::127.0.0.1',
    '::7f00:1',
    '0:0:0:0:0:ffff:7f00:1',
    '::ffff:0:7f00:1',
    '2002:7f00:1::',
    '2002:c0a8:101::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    'not-an-ip',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '2002:808:808::1', '64:ff9b::808:808'])(
    'allows %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});
