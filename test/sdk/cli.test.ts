import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signCallback } from '../../functions/modules/callbacks/domain/callback-signatures';
import { encryptCredential } from '../../functions/modules/tasks/domain/credentials';
import { uniqueEmail } from '../support/api';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const CLI = join(repoRoot, 'sdk', 'src', 'cli.ts');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `handoff` as a user would (a child process; TypeScript through tsx), against the suite's stack. */
const handoff = (args: string[], env: Record<string, string | undefined> = {}): Promise<Run> =>
  new Promise((resolve) => {
    const { HANDOFF_API_KEY: _inherited, ...parentEnv } = process.env;
    execFile(
      process.execPath,
      ['--import', 'tsx', CLI, ...args],
      { cwd: repoRoot, env: { ...parentEnv, HANDOFF_BASE_URL: inject('baseUrl'), ...env }, timeout: 90_000 },
      (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });

let scratch: string;
let apiKey: string;

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'handoff-cli-'));
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
    const created = await handoff(
      ['tasks', 'create', '--title', 'Is the kiosk open?', '--reward', '1', '--requirement', 'photo', '--scenario', 'operator_withdraws', '--json'],
      { HANDOFF_API_KEY: apiKey },
    );
    expect(created.code, created.stderr).toBe(0);
    const { task_id } = JSON.parse(created.stdout);
    const claimed = await handoff(['tasks', 'wait', task_id, '--until', 'ESTIMATE_PENDING', '--timeout', '30', '--json'], {
      HANDOFF_API_KEY: apiKey,
    });
    expect(claimed.code, claimed.stderr).toBe(0);
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
