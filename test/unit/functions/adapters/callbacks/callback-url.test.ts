import { describe, expect, it } from 'vitest';
import { checkCallbackUrl, resolveCallbackTarget } from '../../../../../functions/adapters/callbacks/callback-url';

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
    'https://[::127.0.0.1]/x',
    'https://[2002:7f00:1::]/x',
    'https://0x7f000001/x',
    'https://2130706433/x',
    'https://localhost/x',
    'https://localhost./x',
    'https://api.localhost./x',
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

  it('refuses a name with a trailing dot that resolves to a loopback address', async () => {
    await expect(checkCallbackUrl('https://evil.example.com./x', resolvingTo(['127.0.0.1']))).rejects.toThrow('must not point to a private');
  });

  it('gives up on a lookup that does not answer in time', async () => {
    const hanging = { allowHosts: new Set<string>(), resolve: () => new Promise<string[]>(() => {}), resolveTimeoutMs: 50 };
    await expect(resolveCallbackTarget('https://slow.example.com/x', hanging)).rejects.toThrow('did not resolve');
  });

  it('at delivery, pins the checked address and refuses a name that does not resolve', async () => {
    await expect(resolveCallbackTarget('https://Hooks.Example.com./x', resolvingTo(['93.184.216.34', '2606:4700::1']))).resolves.toMatchObject({
      host: 'hooks.example.com',
      address: '93.184.216.34',
    });
    await expect(resolveCallbackTarget('https://gone.example.com/x', failingLookup)).rejects.toThrow('did not resolve');
    await expect(resolveCallbackTarget('https://evil.example.com/x', resolvingTo(['10.0.0.1']))).rejects.toThrow('must not point to a private');
  });
});
