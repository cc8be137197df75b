import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isPublicAddress } from '../core/addresses';
import { errors } from '../core/errors';

export interface CallbackUrlPolicy {
  allowHosts: ReadonlySet<string>;
  resolve?: (host: string) => Promise<string[]>;
}

const resolveAll = async (host: string): Promise<string[]> =>
  (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

const unbracket = (host: string): string => (host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host);

/**
 * Refuses callback URLs that are not https or whose host is, or resolves to, an address the
 * service must never call (see core/addresses). A name that does not resolve yet is let
 * through: the sender checks the address again at delivery, and connects only to the
 * address it checked.
 */
export const checkCallbackUrl = async (value: string, policy: CallbackUrlPolicy): Promise<void> => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw errors.invalid('callback_url must be a valid URL');
  }
  if (url.protocol !== 'https:') throw errors.invalid('callback_url must use https');
  if (url.username || url.password) throw errors.invalid('callback_url must not contain credentials');
  const host = unbracket(url.hostname.toLowerCase());
  if (policy.allowHosts.has(host)) return;
  if (isIP(host)) {
    if (!isPublicAddress(host)) throw errors.invalid('callback_url must not point to a private, loopback or link-local address');
    return;
  }
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal') || host.endsWith('.local')) {
    throw errors.invalid('callback_url must not point to a private, loopback or link-local address');
  }
  let addresses: string[];
  try {
    addresses = await (policy.resolve ?? resolveAll)(host);
  } catch {
    return;
  }
  if (addresses.some((address) => !isPublicAddress(address))) {
    throw errors.invalid('callback_url must not point to a private, loopback or link-local address');
  }
};
