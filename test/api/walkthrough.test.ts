import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Webhook } from 'standardwebhooks';
import { describe, expect, inject, it } from 'vitest';
import { api } from '../support/api';
import { startCallbackReceiver } from '../support/callback-receiver';
import { expectLedgerConsistent } from '../support/ledger';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const run = promisify(execFile);

/** The JSON object the script echoed on the line holding `"key":` (each answer is echoed on one line). */
const echoed = (stdout: string, key: string): Record<string, any> => {
  const line = stdout.split('\n').find((text) => text.startsWith('{') && text.includes(`"${key}":`));
  if (!line) throw new Error(`The walk-through printed no answer with ${key}:\n${stdout}`);
  return JSON.parse(line);
};

describe('The walk-through (docs/walkthrough.sh, linked from README.md)', () => {
  it('runs as written against the local stack: the task from its template completes with the structured answer, the escrow pays the operator, the payout is confirmed, and the webhook endpoint hears every event signed', async () => {
    const receiver = await startCallbackReceiver();
    const { stdout } = await run('bash', [join(repoRoot, 'docs', 'walkthrough.sh')], {
      env: { ...process.env, BASE: inject('baseUrl'), WEBHOOK_URL: receiver.url },
      timeout: 240_000,
      maxBuffer: 10 * 1024 * 1024,
    });

    const agent = echoed(stdout, 'api_key');
    const task = echoed(stdout, 'total_escrow');
    expect(task).toMatchObject({ status: 'PENDING', reward_usd: 10, total_escrow: 11 });
    expect(stdout).toMatch(/wallet_address\s+0x[0-9a-fA-F]{40}/);
    expect(stdout).toMatch(/payout \S+ CONFIRMED/);

    const view = await api('GET', `/api/v1/tasks/${task.task_id}`, { apiKey: agent.api_key });
    expect(view.body).toMatchObject({
      status: 'COMPLETED',
      title: 'Is the corner store open?',
      proof: { photo_ids: [expect.stringMatching(/^ph_/)] },
      result: { open: true, hours: 'Mon-Sat 8-20' },
      result_schema: { required: ['open'] },
    });
    expect(stdout).toMatch(/template tpl_\w+/);
    const me = await api('GET', '/api/v1/agents/me', { apiKey: agent.api_key });
    // The $60 deposit made it STANDARD; the wallet the CLI signed for is bound.
    expect(me.body.tier).toBe('STANDARD');
    const wallet = await api('GET', '/api/v1/agents/wallet', { apiKey: agent.api_key });
    expect(wallet.status).toBe(200);
    expect(stdout).toContain(wallet.body.wallet_address);
    const balance = await api('GET', '/api/v1/agents/balance', { apiKey: agent.api_key });
    expect(balance.body).toMatchObject({ deposit_balance: 49, escrow_balance: 0 });
    await expectLedgerConsistent({ agentIds: [agent.agent_id] });

    // The endpoint heard the deposit, the creation and every status change, each signed with its secret.
    const hook = echoed(stdout, 'secret');
    const heard = () =>
      receiver.requests.map((request) => new Webhook(hook.secret).verify(request.body, request.headers) as { type: string; data: any });
    await expect.poll(() => heard().map((event) => event.data.status), { timeout: 30_000 }).toContain('COMPLETED');
    await receiver.close();
    const events = heard();
    expect(
      events
        .filter((event) => event.type !== 'task.status_changed')
        .map((event) => event.type)
        .sort(),
    ).toEqual(['deposit.confirmed', 'task.created']);
    expect(events.find((event) => event.type === 'task.created')!.data).toEqual(task);
    expect(events.filter((event) => event.type === 'task.status_changed').map((event) => event.data.status)).toContain('COMPLETED');
    expect(stdout).toMatch(/whd_\S+\s+task\.created\s+DELIVERED/);
  }, 300_000);
});
