import { isIP } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { isPublicAddress } from './addresses';
import { callbackUrlErrors } from './errors';

export interface CallbackUrlPolicy {
  allowHosts: ReadonlySet<string>;
  resolve?: (host: string) => Promise<string[]>;
  /** How long a name may take to resolve. */
  resolveTimeoutMs?: number;
}

/** Where a delivery connects: the URL, and the one address that was checked for it. */
export interface CallbackTarget {
  url: URL;
  /** The host as the certificate and the Host header must name it. */
  host: string;
  /** The checked address to connect to; undefined for an allow-listed host (resolved as usual). */
  address?: string;
}

const DEFAULT_RESOLVE_TIMEOUT_MS = 2000;

/** node:dns loaded at the first name resolved, not at load: most requests of the functions that check a URL carry none. */
const resolveAll = async (host: string): Promise<string[]> => {
  const { lookup } = await import('node:dns/promises');
  return (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
};

const withTimeout = async <T>(work: Promise<T>, ms: number): Promise<T> => {
  const abort = new AbortController();
  try {
    return await Promise.race([
      work,
      sleep(ms, undefined, { signal: abort.signal }).then(() => Promise.reject(new Error(`DNS lookup took over ${ms} ms`))),
    ]);
  } finally {
    abort.abort();
  }
};

/** `[::1]` -> `::1`; `example.com.` -> `example.com` (a trailing dot names the same host). */
const normalizedHost = (url: URL): string => {
  const host = url.hostname.toLowerCase();
  return (host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host).replace(/\.+$/, '');
};

const isLocalName = (host: string): boolean =>
  host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal') || host.endsWith('.local');

const parse = (value: string): URL => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw callbackUrlErrors.callbackUrlInvalid();
  }
  if (url.protocol !== 'https:') throw callbackUrlErrors.callbackUrlNotHttps();
  if (url.username || url.password) throw callbackUrlErrors.callbackUrlWithCredentials();
  return url;
};

/**
 * Where a callback may go: https only, and a host that is not, and does not resolve to, an
 * address the service must never call (adapters/callbacks/addresses.ts). Every address a name resolves to
 * must pass, and the delivery connects to the first of them, so a rebinding DNS answer
 * between check and connect cannot redirect it. `unresolved` says what a name that does
 * not resolve gets: at creation it may not exist yet (the delivery checks again).
 */
const resolveTarget = async (value: string, policy: CallbackUrlPolicy, unresolved: 'allow' | 'refuse'): Promise<CallbackTarget> => {
  const url = parse(value);
  const host = normalizedHost(url);
  if (policy.allowHosts.has(host)) return { url, host };
  if (isIP(host) ? !isPublicAddress(host) : isLocalName(host)) throw callbackUrlErrors.callbackUrlPrivate();
  // Any other port would make deliveries (and their logged errors) a port scanner of the internet.
  if (url.port !== '') throw callbackUrlErrors.callbackUrlPort();
  if (isIP(host)) return { url, host, address: host };
  let addresses: string[];
  try {
    addresses = await withTimeout((policy.resolve ?? resolveAll)(host), policy.resolveTimeoutMs ?? DEFAULT_RESOLVE_TIMEOUT_MS);
  } catch (error) {
    if (unresolved === 'allow') return { url, host };
    throw callbackUrlErrors.callbackHostUnresolved((error as Error).message);
  }
  if (!addresses.length && unresolved === 'refuse') throw callbackUrlErrors.callbackHostUnresolved();
  if (addresses.some((address) => !isPublicAddress(address))) throw callbackUrlErrors.callbackUrlPrivate();
  return { url, host, address: addresses[0] };
};

/** At task creation: refuse what can be refused now; a name that does not resolve yet passes. */
export const checkCallbackUrl = async (value: string, policy: CallbackUrlPolicy): Promise<void> => {
  await resolveTarget(value, policy, 'allow');
};

/** At delivery: the checked address to connect to, or an error that says why not. */
export const resolveCallbackTarget = (value: string, policy: CallbackUrlPolicy): Promise<CallbackTarget> => resolveTarget(value, policy, 'refuse');
