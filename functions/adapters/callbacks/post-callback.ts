import { request } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import type { CallbackTarget } from './callback-url';

type PostResult = { ok: true; statusCode: number } | { ok: false; statusCode?: number; error: string };

/** Only this much of a receiver's answer is read (and then dropped): its status is what counts. */
const MAX_RESPONSE_BYTES = 64 * 1024;

/** Connects to the address that was checked, whatever the resolver would say now (no DNS rebinding). */
export const pinnedLookup =
  (address: string): LookupFunction =>
  (_hostname, options, callback) => {
    const family = isIP(address);
    if ((options as { all?: boolean }).all) (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };

/**
 * What failed, in general words: never the peer's own text or the TLS library's, which would
 * turn the delivery log into a probe of whatever listens at the address.
 */
const failureOf = (error: NodeJS.ErrnoException): string => {
  const code = error.code ?? '';
  if (code === 'ECONNREFUSED') return 'Connection refused';
  if (code === 'ECONNRESET' || code === 'EPIPE') return 'Connection reset';
  if (code === 'EPROTO' || code.startsWith('ERR_SSL') || code.startsWith('ERR_TLS') || /CERT|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code)) {
    return 'TLS handshake failed';
  }
  if (code === 'ETIMEDOUT') return 'Connection timed out';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'Host not found';
  return 'Connection failed';
};

/**
 * POSTs one callback: TLS verified against the URL's host name, the connection pinned to the
 * checked address, `timeoutMs` for the whole exchange, redirects not followed. Any 2xx is
 * delivered; everything else, a network error or the timeout included, is a failure. It settles
 * once, and by the deadline whatever the socket does: the abort signal alone was seen to leave a
 * post unsettled (a peer answering TLS with another protocol's banner), which stalls the sender.
 */
export const postCallback = (
  target: CallbackTarget,
  headers: Record<string, string>,
  body: string | Buffer,
  timeoutMs: number,
): Promise<PostResult> =>
  new Promise((resolvePost) => {
    const controller = new AbortController();
    const deadline = setTimeout(() => {
      settle({ ok: false, error: `No answer within ${timeoutMs} ms` });
      controller.abort();
      req.destroy();
    }, timeoutMs);
    let settled = false;
    let responded = false;
    function settle(result: PostResult) {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolvePost(result);
    }
    const req = request(
      target.url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'Handoff-Callbacks/1.0' },
        signal: controller.signal,
        agent: false,
        ...(target.address ? { lookup: pinnedLookup(target.address) } : {}),
        ...(isIP(target.host) ? {} : { servername: target.host }),
      },
      (res) => {
        responded = true;
        const statusCode = res.statusCode ?? 0;
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_RESPONSE_BYTES) res.destroy();
        });
        const answered = () => {
          if (statusCode >= 200 && statusCode < 300) settle({ ok: true, statusCode });
          else if (statusCode >= 300 && statusCode < 400) settle({ ok: false, statusCode, error: `Redirect (${statusCode}) not followed` });
          else settle({ ok: false, statusCode, error: `Receiver answered ${statusCode}` });
        };
        res.on('end', answered);
        res.on('close', answered);
        res.on('error', answered);
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => settle({ ok: false, error: failureOf(error) }));
    req.on('close', () => {
      if (!responded) settle({ ok: false, error: 'Connection closed without an answer' });
    });
    req.end(body);
  });
