/**
 * `npm run smoke -- --url <EdgeUrl>`: after a deploy, runs a sandbox agent's lifecycle through the
 * edge and checks what must hold once live. Exits 0 when every check passed, 1 naming each that
 * failed. Nothing here needs AWS credentials: it is a client of the public URL.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { createHandoffClient, type Task } from '../sdk/src/client';
import { verifyWebhook } from '../sdk/src/webhooks';
import { smokeEmailFor } from './smoke-mail';

const HELP = `Usage: npm run smoke -- --url <EdgeUrl> [options]

Runs a sandbox agent's lifecycle through the edge (register, create a sandbox task, wait for
COMPLETED), then checks /mcp, the web app's security headers and, with --api-url, that the
execute-api URL refuses a request that skipped the edge. Exits non-zero naming what failed.

  --url <url>            The edge's URL (the stack's EdgeUrl output): required
  --api-url <url>        The HTTP API's own URL (ApiUrl output): must answer 403
  --stage <name>         The stage: the smoke agent's email is its verified sender, tagged
                         (stages/<name>.json's mailFrom, as local+smoke-<time>@domain), so the
                         verification mail arrives rather than bounces
  --email <address>      The smoke agent's email instead (an address that receives mail)
  --timeout <seconds>    How long the task may take to complete (default 120)
  --callbacks            Also verify the task's signed callbacks: starts an HTTPS receiver on this
                         machine at https://localhost:<port>, so only a stack that can reach this
                         machine (the local stack, with CALLBACK_ALLOW_HOSTS=localhost and the
                         certificate trusted) can deliver them; a deployed stack needs a public
                         receiver, so leave it off there
  --tls-cert <file>      The receiver's certificate (PEM), with --callbacks
  --tls-key <file>       The receiver's private key (PEM), with --callbacks
  --help                 This text
`;

interface Check {
  name: string;
  problem?: string;
}

const WEB_APP_HEADERS = ['content-security-policy', 'x-content-type-options', 'referrer-policy'];

/** A local HTTPS endpoint that keeps every callback body and its headers. */
const startReceiver = async (cert: string, key: string) => {
  const received: { body: string; headers: Record<string, string> }[] = [];
  const server = createServer({ cert: readFileSync(cert), key: readFileSync(key) }, (req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ body, headers: req.headers as Record<string, string> });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://localhost:${(server.address() as AddressInfo).port}/smoke`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
};

const smoke = async (options: {
  url: string;
  apiUrl?: string;
  email: string;
  timeoutMs: number;
  callbacks?: { cert: string; key: string };
}): Promise<Check[]> => {
  const checks: Check[] = [];
  const check = async (name: string, run: () => Promise<string | undefined>) => {
    try {
      const problem = await run();
      checks.push(problem ? { name, problem } : { name });
    } catch (error) {
      checks.push({ name, problem: error instanceof Error ? error.message : String(error) });
    }
    const last = checks.at(-1)!;
    console.log(`${last.problem ? 'FAIL' : 'ok  '} ${name}${last.problem ? `: ${last.problem}` : ''}`);
    return !last.problem;
  };
  const base = options.url.replace(/\/+$/, '');
  const receiver = options.callbacks ? await startReceiver(options.callbacks.cert, options.callbacks.key) : undefined;
  const callbackSecret = randomBytes(24).toString('base64url');
  let apiKey = '';
  let task: Task | undefined;
  try {
    await check('register a sandbox agent', async () => {
      apiKey = (await createHandoffClient({ baseUrl: base }).register({ name: 'Smoke test', email: options.email })).api_key;
      return undefined;
    });
    const agent = createHandoffClient({ baseUrl: base, apiKey });
    if (apiKey) {
      await check('create a sandbox task', async () => {
        const created = await agent.createTask({
          title: 'Smoke test',
          description: 'Sandbox task of the post-deploy smoke test',
          reward_usd: 1,
          proof_requirements: ['photo'],
          ...(receiver ? { callback_url: receiver.url, callback_secret: callbackSecret } : {}),
        });
        task = await agent.getTask(created.task_id);
        return created.sandbox ? undefined : 'the task is not a sandbox task';
      });
    }
    if (task) {
      const taskId = task.task_id;
      await check('the task reaches COMPLETED', async () => {
        task = await agent.waitForTask(taskId, { until: ['COMPLETED', 'CANCELLED', 'DISPUTED', 'MANUAL_REVIEW'], timeoutMs: options.timeoutMs });
        return task.status === 'COMPLETED' ? undefined : `it ended ${task.status}`;
      });
      if (receiver) {
        await check('a signed COMPLETED callback arrives and verifies', async () => {
          const until = Date.now() + options.timeoutMs;
          for (;;) {
            for (const { body, headers } of receiver.received) {
              const event = await verifyWebhook(callbackSecret, body, headers, { toleranceSeconds: 600 });
              if (event.task_id === taskId && event.status === 'COMPLETED') return undefined;
            }
            if (Date.now() > until) return `${receiver.received.length} callbacks arrived, none a verified COMPLETED`;
            await new Promise((resolve) => setTimeout(resolve, 250));
          }
        });
      }
      await check('/mcp lists the tools and reads the task', async () => {
        // The protocol's 2026-07-28 revision, as current clients speak it.
        const client = new Client({ name: 'handoff-smoke', version: '1.0.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
        await client.connect(
          new StreamableHTTPClientTransport(new URL(`${base}/mcp`), { requestInit: { headers: { Authorization: `Bearer ${apiKey}` } } }),
        );
        try {
          const { tools } = await client.listTools();
          if (!tools.some((tool) => tool.name === 'get_task')) return 'no get_task tool';
          const result = await client.callTool({ name: 'get_task', arguments: { task_id: taskId } });
          const status = (result.structuredContent as { status?: string } | undefined)?.status;
          return result.isError ? `get_task: ${JSON.stringify(result.content)}` : status === task?.status ? undefined : `get_task says ${status}`;
        } finally {
          await client.close();
        }
      });
    }
    await check("the web app's security headers", async () => {
      const page = await fetch(`${base}/`);
      const missing = WEB_APP_HEADERS.filter((name) => !page.headers.get(name));
      if (base.startsWith('https:') && !page.headers.get('strict-transport-security')) missing.push('strict-transport-security');
      if (missing.length) return `missing ${missing.join(', ')}`;
      return page.headers.get('content-security-policy')?.includes("frame-ancestors 'none'") ? undefined : "the CSP lacks frame-ancestors 'none'";
    });
    if (options.apiUrl) {
      const apiUrl = options.apiUrl.replace(/\/+$/, '');
      await check('the execute-api URL refuses a request that skipped the edge', async () => {
        const direct = await fetch(`${apiUrl}/api/v1/health`);
        return direct.status === 403 ? undefined : `GET /api/v1/health answered ${direct.status}`;
      });
    }
  } finally {
    await receiver?.close();
  }
  return checks;
};

const main = async () => {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      'api-url': { type: 'string' },
      email: { type: 'string' },
      stage: { type: 'string' },
      timeout: { type: 'string' },
      callbacks: { type: 'boolean' },
      'tls-cert': { type: 'string' },
      'tls-key': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help || !values.url || (values.callbacks && (!values['tls-cert'] || !values['tls-key']))) {
    console.log(HELP);
    process.exit(values.help ? 0 : 2);
  }
  const email = values.email ?? (values.stage === undefined ? undefined : smokeEmailFor(values.stage, Date.now()));
  if (!email) {
    console.error('Name the stage (--stage <name>, whose mailFrom is a verified sender) or an --email that receives mail');
    process.exit(2);
  }
  const checks = await smoke({
    url: values.url,
    ...(values['api-url'] ? { apiUrl: values['api-url'] } : {}),
    email,
    timeoutMs: Number(values.timeout ?? 120) * 1000,
    ...(values.callbacks ? { callbacks: { cert: values['tls-cert']!, key: values['tls-key']! } } : {}),
  });
  const failed = checks.filter((check) => check.problem);
  console.log(failed.length ? `Smoke test FAILED: ${failed.map((check) => check.name).join('; ')}` : `Smoke test passed: ${checks.length} checks`);
  process.exit(failed.length ? 1 : 0);
};

await main();
