import { describe, expect, inject, it } from 'vitest';
import { api } from '../support/api';
import { expectLedgerConsistent } from '../support/ledger';
import { asOperator, createTask, fundedAgent, newOperator, operatorClaims, operatorEarns, type TestOperator } from '../support/tasks';

const WALLET = '0x52908400098527886E0F7030069857D2E4169EE7';
const today = () => new Date().toISOString().slice(0, 10);

const statement = (operator: TestOperator, query: string) => api('GET', `/api/v1/operator/earnings/statement?${query}`, asOperator(operator));

/** The CSV is not JSON, so it is fetched as it is. */
const csvStatement = async (operator: TestOperator, query: string) => {
  const response = await fetch(`${inject('baseUrl')}/api/v1/operator/earnings/statement?${query}&format=csv`, {
    headers: { authorization: `Bearer ${operator.token}` },
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
};

/** An operator with a $25 reward, a $1 tip on it (what its agent has left), a $2.50 kill fee (on a task whose title a spreadsheet would run) and a $20 payout. */
const busyOperator = async () => {
  const operator = await newOperator();
  const { agent, taskId } = await operatorEarns(operator, 25);
  const tipped = await api('POST', `/api/v1/tasks/${taskId}/tip`, { apiKey: agent.apiKey, body: { amount_usd: 1 } });
  expect(tipped.status).toBe(201);
  const canceller = await fundedAgent(30);
  const killed = await createTask(canceller, { reward_usd: 25, title: '=1+1, "check" the store' });
  await operatorClaims(killed.task_id, operator);
  await api('POST', `/api/v1/tasks/${killed.task_id}/estimate/approve`, { apiKey: canceller.apiKey });
  await api('POST', `/api/v1/tasks/${killed.task_id}/cancel`, { apiKey: canceller.apiKey });
  const payout = await api('POST', '/api/v1/operator/payout', asOperator(operator, { amount_usd: 20, wallet_address: WALLET }));
  expect(payout.status).toBe(201);
  return { operator, taskId, killedId: killed.task_id, payoutId: payout.body.payout_id as string, agentIds: [agent.agentId, canceller.agentId] };
};

describe('GET /api/v1/operator/earnings/statement', () => {
  it('lists every money line of the period from the journal, oldest first, with the totals', async () => {
    const { operator, taskId, killedId, payoutId, agentIds } = await busyOperator();

    const { status, body } = await statement(operator, `from=${today()}&to=${today()}`);

    expect(status).toBe(200);
    expect(body).toEqual({
      from: today(),
      to: today(),
      currency: 'USD',
      lines: [
        { date: expect.any(String), kind: 'reward', task_id: taskId, description: expect.stringMatching(/^Reward: /), amount_usd: 25 },
        { date: expect.any(String), kind: 'tip', task_id: taskId, description: expect.stringMatching(/^Tip: /), amount_usd: 1 },
        {
          date: expect.any(String),
          kind: 'kill_fee',
          task_id: killedId,
          description: 'Cancelled by the agent: =1+1, "check" the store',
          amount_usd: 2.5,
        },
        { date: expect.any(String), kind: 'payout', task_id: null, description: `Payout ${payoutId}`, amount_usd: -19.95 },
        { date: expect.any(String), kind: 'payout_fee', task_id: null, description: `Network fee of payout ${payoutId}`, amount_usd: -0.05 },
      ],
      totals: { reward_usd: 25, tip_usd: 1, kill_fee_usd: 2.5, payout_usd: -19.95, payout_fee_usd: -0.05, net_usd: 8.5 },
    });
    await expectLedgerConsistent({ agentIds, operatorIds: [operator.id] });
  });

  it('downloads the same lines as CSV: a header row, quoted and formula-guarded cells, a total row', async () => {
    const { operator, killedId } = await busyOperator();

    const { status, headers, text } = await csvStatement(operator, `from=${today()}&to=${today()}`);

    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(headers.get('content-disposition')).toBe(`attachment; filename="earnings-${today()}-to-${today()}.csv"`);
    const rows = text.split('\r\n');
    expect(rows[0]).toBe('date,kind,task_id,description,amount_usd');
    expect(rows.map((row) => row.split(',')[1])).toEqual(['kind', 'reward', 'tip', 'kill_fee', 'payout', 'payout_fee', 'total', undefined]);
    expect(rows[3]).toMatch(new RegExp(`^[^,]+,kill_fee,${killedId},"Cancelled by the agent: =1\\+1, ""check"" the store",2\\.5$`));
    expect(rows[6]).toBe(',total,,Net for the period,8.5');
    expect(rows[7]).toBe('');
  });

  it('leaves out what is outside the period', async () => {
    const { operator } = await busyOperator();
    const { body } = await statement(operator, 'from=2020-01-01&to=2020-12-31');
    expect(body.lines).toEqual([]);
    expect(body.totals.net_usd).toBe(0);
  });

  it('answers 400 for a period whose from is after its to', async () => {
    const { status, body } = await statement(await newOperator(), 'from=2026-02-02&to=2026-02-01');
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'from must not be after to' });
  });

  it('accepts exactly 366 days', async () => {
    expect((await statement(await newOperator(), 'from=2024-01-01&to=2024-12-31')).status).toBe(200);
  });
});
