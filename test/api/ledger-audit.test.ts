import { randomUUID } from 'node:crypto';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accounts } from '../../functions/contexts/money/ledger/domain/accounts';
import { ledgerKeys } from '../../functions/contexts/money/ledger/store/keys';
import { getBalances, readAccount } from '../../functions/contexts/money/ledger/store/ledger-store';
import { handler } from '../../functions/contexts/work/tasks/workflow/ledger-audit-step';
import { BACKGROUND_FUNCTIONS } from '../../functions/manifest/workflows';
import { ddb, TABLE_NAME } from '../../functions/platform/table/client';
import { asFunction, enforceTablePermissions } from '../../local/table-permissions';
import { api, registerAgent } from '../support/api';
import { fundAgent } from '../support/ledger';
import { fundedAgent, taskIn } from '../support/tasks';

// As the local stack runs it: as its function, refused any table call its declaration does not allow (Scan is allowed to it alone).
enforceTablePermissions(ddb);
const audit = asFunction(BACKGROUND_FUNCTIONS.ledgerAudit.handler, handler);

/** Runs the audit as its function would, and the LedgerViolations it wrote (the EMF line on stdout). */
const runAudit = async () => {
  const lines: string[] = [];
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    const answer = await audit(undefined);
    const published = lines.filter((line) => line.startsWith('{"_aws":')).map((line) => JSON.parse(line) as Record<string, unknown>);
    return { answer, published: published.map((record) => record.LedgerViolations) };
  } finally {
    write.mockRestore();
  }
};

const injected: { pk: string; sk: string }[] = [];
afterEach(async () => {
  // The next test's audit, and the end-of-run one (test/support/global-setup.ts), must find the ledger sound again.
  for (const key of injected.splice(0)) await ddb.send(new DeleteCommand({ TableName: TABLE_NAME, Key: key }));
});

describe('The daily ledger audit (contexts/work/tasks/workflow/ledger-audit-step)', () => {
  it('reports a sound ledger as 0 LedgerViolations, while other tests write', async () => {
    const agent = await registerAgent();
    await fundAgent(agent.agentId, 12);
    // A kill fee (cancel from ACCEPTED) is an entry of its own kind the audit reads like the others.
    const killed = await fundedAgent(20);
    const accepted = await taskIn(killed, 'ACCEPTED');
    expect((await api('POST', `/api/v1/tasks/${accepted.task_id}/cancel`, { apiKey: killed.apiKey })).body.kill_fee_usd).toBe(1);

    const { answer, published } = await runAudit();

    expect(answer.violations).toBe(0);
    expect(answer.scanned).toBeGreaterThan(0);
    expect(published).toEqual([0]);
  });

  it('counts a violation written straight to the table: a balance its lines do not add up to', async () => {
    const account = accounts.agentDeposit(`agent_audit_${randomUUID()}`);
    const key = ledgerKeys.account(account);
    injected.push(key);
    await ddb.send(
      new PutCommand({ TableName: TABLE_NAME, Item: { ...key, account_id: account, balance: 500, updated_at: new Date().toISOString() } }),
    );

    const { answer, published } = await runAudit();

    expect(answer.violations).toBe(1);
    expect(published).toEqual([1]);
  });

  it('counts a statement line whose entry is recorded nowhere: its first account holds no line of it', async () => {
    const account = accounts.agentDeposit(`agent_audit_${randomUUID()}`);
    const entryId = `deposit:audit-${randomUUID()}`;
    const postings = [
      { account: accounts.externalDeposits, amount: -300 },
      { account, amount: 300 },
    ];
    const line = ledgerKeys.accountLine(account, entryId);
    const balance = ledgerKeys.account(account);
    injected.push(line, balance);
    const at = new Date().toISOString();
    await ddb.send(
      new PutCommand({ TableName: TABLE_NAME, Item: { ...line, entry_id: entryId, kind: 'deposit', amount: 300, postings, created_at: at } }),
    );
    await ddb.send(new PutCommand({ TableName: TABLE_NAME, Item: { ...balance, account_id: account, balance: 300, updated_at: at } }));

    const { answer, published } = await runAudit();

    expect(answer.violations).toBe(1);
    expect(published).toEqual([1]);
  });

  it("sums the platform fee shards: a completed task's fee is in its own shard, and the audit's fees lie between two readings of every shard", async () => {
    const agent = await fundedAgent(60);
    const completed = [];
    for (const reward_usd of [20, 7]) {
      const task = await taskIn(agent, 'SUBMITTED', { reward_usd });
      expect((await api('POST', `/api/v1/tasks/${task.task_id}/verify`, { apiKey: agent.apiKey, body: { decision: 'APPROVE' } })).status).toBe(200);
      completed.push(task);
    }
    for (const task of completed) {
      const shard = await readAccount(accounts.platformFees(task.task_id));
      expect(shard.lines).toContainEqual(
        expect.objectContaining({ entryId: `release:${task.task_id}`, amount: Math.round(task.platform_fee * 100) }),
      );
    }
    // Fees only ever grow, and other tests complete tasks meanwhile: the scan's sum lies between a reading before and one after.
    const allShards = async () => [...(await getBalances(accounts.platformFeeAccounts)).values()].reduce((a, b) => a + b, 0);
    const before = await allShards();
    const { answer } = await runAudit();
    const after = await allShards();

    expect(before).toBeGreaterThanOrEqual(Math.round((completed[0]!.platform_fee + completed[1]!.platform_fee) * 100));
    expect(answer.platformFeesCents).toBeGreaterThanOrEqual(before);
    expect(answer.platformFeesCents).toBeLessThanOrEqual(after);
  });
});
