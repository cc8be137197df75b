import { type AddressInfo, createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { postCallback } from '../../functions/adapters/callbacks/post-callback';

const servers: ReturnType<typeof createServer>[] = [];
afterEach(async () => {
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
