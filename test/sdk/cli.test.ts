import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { signCallback } from '../../functions/contexts/delivery/callbacks/domain/callback-signatures';
import { encryptCredential } from '../../functions/contexts/work/tasks/domain/credentials';
import { api, type RegisteredAgent, registerAgent, uniqueEmail } from '../support/api';
import { startCallbackReceiver } from '../support/callback-receiver';
import { asOperator, fundedAgent, taskIn } from '../support/tasks';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const CLI = join(repoRoot, 'sdk', 'src', 'cli.ts');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

let scratch: string;
/** The CLI bundled once (esbuild, as the SDK's TypeScript compiled): a run then starts a plain Node process, not tsx's compiler again. */
let cli: string;

/** Runs `handoff` as a user would: a child process of its own, against the suite's stack. */
const handoff = (args: string[], env: Record<string, string | undefined> = {}): Promise<Run> =>
  new Promise((resolve) => {
    const { HANDOFF_API_KEY: _inherited, ...parentEnv } = process.env;
    execFile(
      process.execPath,
      [cli, ...args],
      { cwd: repoRoot, env: { ...parentEnv, HANDOFF_BASE_URL: inject('baseUrl'), ...env }, timeout: 90_000 },
      (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });

let apiKey: string;

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'handoff-cli-'));
  cli = join(scratch, 'handoff.mjs');
  buildSync({
    entryPoints: [CLI],
    outfile: cli,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Some CommonJS dependencies call require, which ESM output lacks.
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    logLevel: 'error',
  });
  const registered = await handoff(['register', '--name', 'CLI Scout', '--email', uniqueEmail('cli'), '--json']);
  expect(registered.code, registered.stderr).toBe(0);
  apiKey = JSON.parse(registered.stdout).api_key;
  expect(apiKey).toMatch(/^hk_live_/);
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('handoff CLI against the local stack', () => {
  it('tasks create --wait --json prints each status change on stderr and the COMPLETED task on stdout', async () => {
    const run = await handoff(
      [
        'tasks',
        'create',
        '--title',
        'Is the bakery open?',
        '--reward',
        '5',
        '--requirement',
        'photo of the door',
        '--requirement',
        'photo of the sign',
        '--wait',
        '--json',
      ],
      { HANDOFF_API_KEY: apiKey },
    );
    expect(run.code, run.stderr).toBe(0);
    const task = JSON.parse(run.stdout);
    expect(task).toMatchObject({ status: 'COMPLETED', sandbox: true, title: 'Is the bakery open?', description: 'Is the bakery open?' });
    expect(task.proof_requirements).toEqual(['photo of the door', 'photo of the sign']);
    const statuses = run.stderr
      .trim()
      .split('\n')
      .map((line) => line.split(/\s+/).at(-1));
    expect(statuses.at(-1)).toBe('COMPLETED');
    expect(statuses[0]).not.toBe('COMPLETED');
  }, 60_000);

  it('tasks create --scenario operator_withdraws rehearses a withdrawn claim: waiting for PENDING again ends there', async () => {
    // The claim lasts one sandbox step, shorter than a poll may be: its callbacks witness it.
    const receiver = await startCallbackReceiver();
    onTestFinished(() => receiver.close());
    const created = await handoff(
      [
        'tasks',
        'create',
        '--title',
        'Is the kiosk open?',
        '--reward',
        '1',
        '--requirement',
        'photo',
        '--scenario',
        'operator_withdraws',
        '--callback-url',
        receiver.url,
        '--json',
      ],
      { HANDOFF_API_KEY: apiKey },
    );
    expect(created.code, created.stderr).toBe(0);
    const { task_id } = JSON.parse(created.stdout);
    const calledBack = await receiver.waitFor(2);
    expect(calledBack.map((request) => JSON.parse(request.body).status)).toEqual(['ESTIMATE_PENDING', 'PENDING']);
    const withdrawn = await handoff(['tasks', 'wait', task_id, '--until', 'PENDING', '--timeout', '30', '--json'], { HANDOFF_API_KEY: apiKey });
    expect(withdrawn.code, withdrawn.stderr).toBe(0);
    expect(JSON.parse(withdrawn.stdout)).toMatchObject({ status: 'PENDING', sandbox_scenario: 'operator_withdraws', operator: null });
  }, 90_000);

  it.each([
    ['manual_review', [], 'MANUAL_REVIEW'],
    ['expire', ['--deadline', 'IN_SECONDS'], 'CANCELLED'],
  ])(
    'tasks create --scenario %s --wait ends in its scenario’s status',
    async (scenario, extra, status) => {
      const args = extra.map((arg) => (arg === 'IN_SECONDS' ? new Date(Date.now() + 6_000).toISOString() : arg));
      const run = await handoff(
        [
          'tasks',
          'create',
          '--title',
          `Scenario ${scenario}`,
          '--reward',
          '2',
          '--requirement',
          'photo',
          '--scenario',
          scenario,
          ...args,
          '--wait',
          '--json',
        ],
        { HANDOFF_API_KEY: apiKey },
      );
      expect(run.code, run.stderr).toBe(0);
      expect(JSON.parse(run.stdout)).toMatchObject({ status, sandbox_scenario: scenario });
    },
    90_000,
  );

  it('prints tables for people: tasks list, balance, keys list', async () => {
    const env = { HANDOFF_API_KEY: apiKey };
    const list = await handoff(['tasks', 'list'], env);
    expect(list.code, list.stderr).toBe(0);
    expect(list.stdout).toMatch(/^TASK_ID\s+STATUS\s+REWARD_USD/);
    expect(list.stdout).toMatch(/COMPLETED\s+5\s+VERIFICATION/);
    const balance = await handoff(['balance'], env);
    expect(balance.stdout).toMatch(/deposit_balance\s+0\n/);
    const keys = await handoff(['keys', 'list'], env);
    expect(keys.stdout).toMatch(/^KEY_ID\s+KEY_PREFIX\s+NAME/);
  }, 30_000);

  it("tasks message writes to the task's operator and tasks messages lists both sides, oldest first", async () => {
    const agent = await fundedAgent(30);
    const task = await taskIn(agent, 'ESTIMATE_PENDING');
    const env = { HANDOFF_API_KEY: agent.apiKey };
    const sent = await handoff(['tasks', 'message', task.task_id, 'Use', 'the', 'side door', '--json'], env);
    expect(sent.code, sent.stderr).toBe(0);
    expect(JSON.parse(sent.stdout)).toMatchObject({ from: 'agent', text: 'Use the side door' });
    expect((await api('POST', `/api/v1/operator/tasks/${task.task_id}/messages`, asOperator(task.operator, { text: 'On my way' }))).status).toBe(201);
    const listed = await handoff(['tasks', 'messages', task.task_id], env);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(/^CREATED_AT\s+FROM\s+TEXT\n.*agent\s+Use the side door\n.*operator\s+On my way/);
    expect(await handoff(['tasks', 'message', task.task_id], env)).toMatchObject({ code: 2, stderr: expect.stringContaining('text is required') });
  }, 60_000);

  it("exits 1 with the API's message on stderr when the API refuses", async () => {
    const run = await handoff(['tasks', 'get', 'tsk_nope'], { HANDOFF_API_KEY: apiKey });
    expect(run).toMatchObject({ code: 1, stdout: '' });
    expect(run.stderr.trim()).toBe('Error 404: Task not found');
    const tooRich = await handoff(['tasks', 'create', '--title', 'x', '--reward', '50', '--requirement', 'y', '--json'], { HANDOFF_API_KEY: apiKey });
    expect(tooRich.code).toBe(1);
    expect(tooRich.stderr.trim()).toBe('Error 422: Maximum task value for SANDBOX tier is $10');
  }, 30_000);

  it('exits 2 on a command line mistake: no API key, unknown command, missing option', async () => {
    expect(await handoff(['balance'])).toMatchObject({ code: 2, stderr: expect.stringContaining('HANDOFF_API_KEY') });
    expect(await handoff(['tasks', 'explode'], { HANDOFF_API_KEY: apiKey })).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Unknown command'),
    });
    expect(await handoff(['tasks', 'create', '--title', 'x'], { HANDOFF_API_KEY: apiKey })).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--reward'),
    });
  }, 30_000);
});

describe('handoff CLI offline commands', () => {
  it('webhooks verify accepts a callback signed by the service and refuses another secret', async () => {
    const body =
      '{"event":"task.status_changed","task_id":"task_1","status":"COMPLETED","previous_status":"VERIFIED","timestamp":"2026-11-23T10:00:00.123Z"}';
    const bodyFile = join(scratch, 'callback.json');
    writeFileSync(bodyFile, body);
    const headers = signCallback('s3cret', body, { id: 'evt_task_1_7', occurredAt: '2026-11-23T10:00:00.123Z', sentAt: new Date() });
    const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['--header', `${name}: ${value}`]);

    const valid = await handoff(['webhooks', 'verify', '--secret', 's3cret', '--body-file', bodyFile, ...headerArgs, '--json']);
    expect(valid.code, valid.stderr).toBe(0);
    expect(JSON.parse(valid.stdout)).toMatchObject({ valid: true, event: { task_id: 'task_1', status: 'COMPLETED' } });
    const forged = await handoff(['webhooks', 'verify', '--secret', 'guess', '--body-file', bodyFile, ...headerArgs]);
    expect(forged).toMatchObject({ code: 1, stderr: 'X-Signature does not match the body\n' });
  }, 30_000);

  it('credential keygen makes a key pair whose private half credential decrypt uses to open what the service encrypted', async () => {
    const keygen = await handoff(['credential', 'keygen', '--out', join(scratch, 'agent')]);
    expect(keygen.code, keygen.stderr).toBe(0);
    const credential = { username: 'bot@example.com', password: 'hunter22' };
    const encrypted = await encryptCredential(credential, readFileSync(join(scratch, 'agent.pub.pem'), 'utf8'));
    // As saved from `tasks credential ID --json`: the whole answer, not just the JWE.
    const jweFile = join(scratch, 'credential.json');
    writeFileSync(jweFile, JSON.stringify({ task_id: 'task_1', encrypted_credential: encrypted }));

    const decrypted = await handoff(['credential', 'decrypt', '--key', join(scratch, 'agent.key.pem'), '--file', jweFile, '--json']);
    expect(decrypted.code, decrypted.stderr).toBe(0);
    expect(JSON.parse(decrypted.stdout)).toEqual(credential);
  }, 30_000);
});

const boundWallet = async (agent: RegisteredAgent) => (await api('GET', '/api/v1/agents/wallet', { apiKey: agent.apiKey })).body.wallet_address;

describe('handoff wallet bind and deposits', () => {
  it('binds the wallet whose key is in the named variable without printing the key, then reports a deposit from it and shows it', async () => {
    const agent = await registerAgent();
    const key = generatePrivateKey();
    const result = await handoff(['wallet', 'bind', '--private-key-env', 'MY_WALLET', '--json'], { HANDOFF_API_KEY: agent.apiKey, MY_WALLET: key });
    expect(result.code).toBe(0);
    const address = privateKeyToAccount(key).address;
    expect(JSON.parse(result.stdout)).toMatchObject({ agent_id: agent.agentId, wallet_address: address, chain: 'base' });
    expect(await boundWallet(agent)).toBe(address);
    expect(`${result.stdout}${result.stderr}`).not.toContain(key.slice(2));

    const txHash = `0x${randomBytes(32).toString('hex')}`;
    const reported = await handoff(['deposits', 'report', '--tx-hash', txHash, '--amount', '60', '--json'], { HANDOFF_API_KEY: agent.apiKey });
    expect(reported.code, reported.stderr).toBe(0);
    const { transaction_id } = JSON.parse(reported.stdout);
    const shown = await handoff(['deposits', 'get', transaction_id], { HANDOFF_API_KEY: agent.apiKey });
    expect(shown.stdout).toMatch(new RegExp(`tx_hash\\s+${txHash}`));
    expect(shown.stdout).toMatch(/status\s+CONFIRMED/);
  });

  it('refuses, as a usage error, a variable that is unset or does not hold a private key, and binds nothing', async () => {
    const agent = await registerAgent();
    const unset = await handoff(['wallet', 'bind', '--private-key-env', 'NO_SUCH_VARIABLE'], { HANDOFF_API_KEY: agent.apiKey });
    expect(unset).toMatchObject({ code: 2, stderr: expect.stringContaining('$NO_SUCH_VARIABLE is empty') });
    const notAKey = await handoff(['wallet', 'bind', '--private-key-env', 'MY_WALLET'], { HANDOFF_API_KEY: agent.apiKey, MY_WALLET: '0x1234' });
    expect(notAKey).toMatchObject({ code: 2, stderr: expect.stringContaining('must hold a private key') });
    expect(notAKey.stderr).not.toContain('0x1234');
    const zero = await handoff(['wallet', 'bind', '--private-key-env', 'MY_WALLET'], {
      HANDOFF_API_KEY: agent.apiKey,
      MY_WALLET: `0x${'0'.repeat(64)}`,
    });
    expect(zero).toMatchObject({ code: 2, stderr: expect.stringContaining('must hold a private key') });
    const missingOption = await handoff(['wallet', 'bind'], { HANDOFF_API_KEY: agent.apiKey });
    expect(missingOption).toMatchObject({ code: 2, stderr: expect.stringContaining('--private-key-env is required') });
    expect(await boundWallet(agent)).toBeNull();
  });

  describe('behind a server that is not Handoff', () => {
    // Passes everything to the stack but rewrites the challenge's message to name another agent,
    // as a server collecting signatures for someone else's account would.
    let forger: Server;
    afterAll(() => new Promise((done) => forger?.close(done)));

    it("signs nothing when the challenge's message is not Handoff's binding for this agent", async () => {
      const agent = await registerAgent();
      const victim = await registerAgent();
      const requests: string[] = [];
      forger = createServer(async (request, response) => {
        requests.push(`${request.method} ${request.url}`);
        const chunks: Buffer[] = [];
        for await (const chunk of request) chunks.push(chunk as Buffer);
        const upstream = await fetch(`${inject('baseUrl')}${request.url}`, {
          method: request.method,
          headers: { 'x-api-key': String(request.headers['x-api-key']), 'content-type': 'application/json' },
          ...(chunks.length ? { body: Buffer.concat(chunks) } : {}),
        });
        let body = await upstream.text();
        if (request.url === '/api/v1/agents/wallet/challenge') body = body.replaceAll(agent.agentId, victim.agentId);
        response.writeHead(upstream.status, { 'content-type': 'application/json' }).end(body);
      });
      await new Promise<void>((listening) => forger.listen(0, '127.0.0.1', listening));
      const result = await handoff(['wallet', 'bind', '--private-key-env', 'MY_WALLET'], {
        HANDOFF_API_KEY: agent.apiKey,
        HANDOFF_BASE_URL: `http://127.0.0.1:${(forger.address() as AddressInfo).port}`,
        MY_WALLET: generatePrivateKey(),
      });
      expect(result).toMatchObject({ code: 1, stderr: expect.stringContaining("is not Handoff's wallet binding") });
      expect(requests).not.toContain('PUT /api/v1/agents/wallet');
      expect(await boundWallet(agent)).toBeNull();
      expect(await boundWallet(victim)).toBeNull();
    });
  });
});

describe('handoff tasks create --pay (x402)', () => {
  it('pays a short balance from the bound wallet whose key is in $HANDOFF_WALLET_KEY, and without --pay answers the 402', async () => {
    const agent = await fundedAgent(0);
    const key = generatePrivateKey();
    const env = { HANDOFF_API_KEY: agent.apiKey, HANDOFF_WALLET_KEY: key };
    expect((await handoff(['wallet', 'bind', '--private-key-env', 'HANDOFF_WALLET_KEY'], env)).code).toBe(0);
    const task = ['tasks', 'create', '--title', 'Is the kiosk open?', '--reward', '5', '--requirement', 'photo of the kiosk', '--json'];

    const unpaid = await handoff(task, env);
    expect(unpaid).toMatchObject({ code: 1, stderr: expect.stringContaining('Error 402: Insufficient balance for escrow') });
    const capped = await handoff([...task, '--pay', '--max-payment', '5'], env);
    expect(capped).toMatchObject({ code: 1, stderr: expect.stringContaining('Error 402') });

    const paid = await handoff([...task, '--pay'], env);
    expect(paid.code, paid.stderr).toBe(0);
    expect(JSON.parse(paid.stdout)).toMatchObject({ status: 'PENDING', total_escrow: 5.5 });
    expect(paid.stderr).toMatch(/Paid the shortfall with x402: transaction x402:0x[0-9a-f]{40}:0x[0-9a-f]{64} on eip155:8453/);
    expect(`${paid.stdout}${paid.stderr}`).not.toContain(key.slice(2));
    expect((await api('GET', '/api/v1/agents/balance', { apiKey: agent.apiKey })).body).toEqual({
      deposit_balance: 0,
      escrow_balance: 5.5,
      currency: 'USD',
    });
  });
});
