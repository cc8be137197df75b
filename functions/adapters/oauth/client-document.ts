import { get } from 'node:https';
import { isIP } from 'node:net';
import { type CallbackUrlPolicy, resolveCallbackTarget } from '../callbacks/callback-url';
import { pinnedLookup } from '../callbacks/post-callback';

/** A client ID metadata document is a few hundred bytes; more is not one. */
const MAX_DOCUMENT_BYTES = 16 * 1024;

/**
 * GETs a client ID metadata document (an https client_id) under the callback URL rules: a public
 * address only (checked, then connected to, so no DNS rebinding), TLS verified, no redirect
 * followed, `timeoutMs` for the whole exchange, at most MAX_DOCUMENT_BYTES; its JSON.
 */
export const readClientDocument = async (url: string, policy: CallbackUrlPolicy, timeoutMs: number): Promise<unknown> => {
  const target = await resolveCallbackTarget(url, policy);
  const text = await new Promise<string>((resolve, reject) => {
    const req = get(
      target.url,
      {
        headers: { accept: 'application/json', 'user-agent': 'Handoff-OAuth/1.0' },
        agent: false,
        timeout: timeoutMs,
        ...(target.address ? { lookup: pinnedLookup(target.address) } : {}),
        ...(isIP(target.host) ? {} : { servername: target.host }),
      },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          reject(new Error(`it answered ${res.statusCode}`));
          return;
        }
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
          if (body.length > MAX_DOCUMENT_BYTES) req.destroy(new Error('it is too large'));
        });
        res.on('end', () => resolve(body));
        res.on('error', reject);
      },
    );
    const deadline = setTimeout(() => req.destroy(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    req.on('close', () => clearTimeout(deadline));
    req.on('error', (error) =>
      reject(new Error(error.message.startsWith('it ') || error.message.startsWith('no answer') ? error.message : 'it could not be fetched')),
    );
  });
  try {
    return JSON.parse(text);
  } catch {
    throw new Error('it is not JSON');
  }
};
