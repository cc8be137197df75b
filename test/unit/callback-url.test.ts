import { describe, expect, it } from 'vitest';
import { checkCallbackUrl } from '../../functions/callbacks/callback-url';

const resolvingTo = (addresses: string[]) => ({ allowHosts: new Set<string>(), resolve: async () => addresses });
const failingLookup = { allowHosts: new Set<string>(), resolve: async () => Promise.reject(new Error('ENOTFOUND')) };

describe('checkCallbackUrl', () => {
  it('accepts an https URL whose host resolves to public addresses', async () => {
    await expect(checkCallbackUrl('https://hooks.example.com/handoff', resolvingTo(['93.184.216.34']))).resolves.toBeUndefined();
  });

  it.each([
    ['http://hooks.example.com/x', 'callback_url must use https'],
    ['ftp://hooks.example.com/x', 'callback_url must use https'],
    ['not a url', 'callback_url must be a valid URL'],
    ['https://user:pw@hooks.example.com/x', 'callback_url must not contain credentials'],
  ])('refuses %s', async (url, message) => {
    await expect(checkCallbackUrl(url, failingLookup)).rejects.toThrow(message);
  });

  it.each([
    'https://127.0.0.1/x',
    'https://10.0.0.5/x',
    'https://192.168.0.10/x',
    'https://172.20.1.1/x',
    'https://100.100.100.100/x',
    'https://169.254.169.254/latest/meta-data',
    'https://[::1]/x',
    'https://[fd00:ec2::254]/x',
    'https://[::ffff:127.0.0.1]/x',
    'https://[fe80::1]/x',
    'https://localhost/x',
    'https://metadata.google.internal/x',
  ])('refuses the private or loopback target %s', async (url) => {
    await expect(checkCallbackUrl(url, failingLookup)).rejects.toThrow('must not point to a private');
  });

  it('refuses a name that resolves to a loopback address', async () => {
    await expect(checkCallbackUrl('https://evil.example.com/x', resolvingTo(['93.184.216.34', '127.0.0.1']))).rejects.toThrow(
      'must not point to a private',
    );
  });

  it('lets a name that does not resolve yet through, for the delivery-time check', async () => {
    await expect(checkCallbackUrl('https://not-yet.example.com/x', failingLookup)).resolves.toBeUndefined();
  });

  it('exempts hosts named in the allow list', async () => {
    const policy = { allowHosts: new Set(['localhost']), resolve: async () => ['127.0.0.1'] };
    await expect(checkCallbackUrl('https://localhost:8443/x', policy)).resolves.toBeUndefined();
  });
});
