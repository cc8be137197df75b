import { type AddressInfo, createServer, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { postCallback } from '../../../../../functions/adapters/callbacks/post-callback';

const servers: ReturnType<typeof createServer>[] = [];
/** Connections a server holds open: closing a server waits for them, so they are ended first. */
const heldSockets: Socket[] = [];
afterEach(async () => {
  for (const socket of heldSockets.splice(0)) socket.destroy();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A TCP server answering every connection with `banner`. */
const bannerServer = async (banner: string) => {
  const server = createServer((socket) => socket.end(banner));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};

/** As the sender posts to an allow-listed host name (the tests' receivers are on localhost). */
const post = (port: number) => postCallback({ url: new URL(`https://localhost:${port}/hook`), host: 'localhost' }, {}, '{}', 2000);

describe('postCallback: what a failed delivery reports', () => {
  // General words, never the socket library's text (`connect ECONNREFUSED 127.0.0.1:<port>`).
  it("says 'Connection refused' when nothing listens", async () => {
    const port = await bannerServer('');
    await new Promise((resolve) => servers.pop()!.close(resolve));

    expect(await post(port)).toEqual({ ok: false, error: 'Connection refused' });
  });
});

describe('postCallback: it always settles', () => {
  /** A TCP server that answers with `banner` and then holds the connection open, saying nothing more. */
  const holdingServer = async (banner: string) => {
    const server = createServer((socket) => {
      heldSockets.push(socket);
      if (banner) socket.write(banner);
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  };
  const pinned = (port: number, host: string) =>
    postCallback({ url: new URL(`https://${host}:${port}/hook`), host, address: '127.0.0.1' }, {}, '{}', 500);

  it("reports another protocol's banner as a failed TLS handshake, without the banner, to an address or a pinned name", async () => {
    const port = await holdingServer('SSH-2.0-OpenSSH_9.6 Debian\r\n');
    for (const host of ['127.0.0.1', 'receiver.example']) {
      const result = await pinned(port, host);
      expect(result).toEqual({ ok: false, error: 'TLS handshake failed' });
      expect(JSON.stringify(result)).not.toContain('SSH');
    }
  });

  it('gives up at its deadline when the peer accepts and never speaks', async () => {
    const port = await holdingServer('');
    expect(await pinned(port, 'receiver.example')).toEqual({ ok: false, error: 'No answer within 500 ms' });
  });
});
