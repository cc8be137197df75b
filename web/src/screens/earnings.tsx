import { useEffect, useState } from 'preact/hooks';
import { api, call, problem, type Schemas } from '../api';
import { ErrorNote, Field, Heading, killFeeWords, Note, usd, useAction, when } from './ui';

type Earnings = Schemas['Earnings'];
type Payout = Schemas['PayoutCreated'];

const PAYOUT_STATUS: Record<string, string> = {
  PENDING_ONCHAIN: 'Sending on chain…',
  CONFIRMED: 'Confirmed',
  FAILED: 'Failed: the amount is back in your available balance',
};

/** YYYY-MM-DD of a UTC day, as the statement's dates are. */
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** Saves `body` as a file through a temporary link: the statement needs the ID token, so a plain link cannot fetch it. */
const save = (body: BlobPart, type: string, filename: string) => {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([body], { type }));
  link.download = filename;
  link.click();
  URL.revokeObjectURL(link.href);
};

/** A statement of the operator's money lines over a period (at most 366 days), as CSV or JSON. */
const Statement = () => {
  const today = new Date();
  const [from, setFrom] = useState(utcDay(new Date(Date.UTC(today.getUTCFullYear(), 0, 1))));
  const [to, setTo] = useState(utcDay(today));
  const action = useAction();
  const download = (format: 'csv' | 'json') =>
    action.run(async () => {
      const query = { from, to, format };
      const name = `earnings-${from}-to-${to}.${format}`;
      if (format === 'json') {
        const statement = await call(api.GET('/api/v1/operator/earnings/statement', { params: { query } }));
        return save(JSON.stringify(statement, null, 2), 'application/json', name);
      }
      const csv = await call(api.GET('/api/v1/operator/earnings/statement', { params: { query }, parseAs: 'text' }));
      save(csv, 'text/csv', name);
    });
  return (
    <form class="step" onSubmit={(event) => event.preventDefault()}>
      <h2>Statement</h2>
      <p class="muted">Every reward, tip, kill fee and payout in the period (UTC days, at most 366), for your records or your tax return.</p>
      <Field label="From" name="from" type="date" value={from} onInput={setFrom} required />
      <Field label="To" name="to" type="date" value={to} onInput={setTo} required />
      <ErrorNote error={action.error} />
      <button type="button" disabled={action.busy} onClick={() => void download('csv')}>
        Download CSV
      </button>{' '}
      <button type="button" class="secondary" disabled={action.busy} onClick={() => void download('json')}>
        Download JSON
      </button>
    </form>
  );
};

export const Earnings = () => {
  const [earnings, setEarnings] = useState<Earnings>();
  const [loadError, setLoadError] = useState<string>();
  const [amount, setAmount] = useState('');
  const [wallet, setWallet] = useState('');
  const [reviewing, setReviewing] = useState(false);
  const [payout, setPayout] = useState<Payout>();
  const [payoutStatus, setPayoutStatus] = useState<string>();
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const action = useAction();

  const load = () =>
    call(api.GET('/api/v1/operator/earnings'))
      .then(setEarnings)
      .catch((caught) => setLoadError(problem(caught)));
  useEffect(() => {
    void load();
  }, []);
  useEffect(() => {
    if (!payout) return;
    const timer = setInterval(async () => {
      const { data } = await api
        .GET('/api/v1/operator/payout/status/{id}', { params: { path: { id: payout.payout_id } } })
        .catch(() => ({ data: undefined }));
      if (!data) return;
      setPayoutStatus(data.status);
      if (data.status !== 'PENDING_ONCHAIN') {
        clearInterval(timer);
        void load();
      }
    }, 1500);
    return () => clearInterval(timer);
  }, [payout?.payout_id]);

  const value = Number(amount);
  const fee = earnings?.payout_fee_usd ?? 0;
  return (
    <section>
      <Heading>Earnings</Heading>
      <ErrorNote error={loadError} />
      {earnings && (
        <dl class="balances">
          <div>
            <dt>Available</dt>
            <dd data-testid="available">{usd(earnings.available_balance)}</dd>
          </div>
          <div>
            <dt>Pending</dt>
            <dd>{usd(earnings.pending_balance)}</dd>
          </div>
          <div>
            <dt>Total earned</dt>
            <dd>{usd(earnings.total_earned)}</dd>
          </div>
        </dl>
      )}
      <h2>Recent tasks</h2>
      {earnings?.recent_tasks.length === 0 && <p>No rewards yet.</p>}
      <ul class="plain">
        {earnings?.recent_tasks.map((task) => (
          <li>
            <span>{task.title ?? task.task_id}</span>{' '}
            {task.kind === 'kill_fee' ? <strong class="kill-fee">{killFeeWords(task.reward_usd)}</strong> : <strong>{usd(task.reward_usd)}</strong>}{' '}
            {task.tips_usd > 0 && <span class="tip">+{usd(task.tips_usd)} tip</span>} <small>{when(task.completed_at)}</small>
          </li>
        ))}
      </ul>
      <Statement />
      <h2>Request a payout</h2>
      <p class="muted">
        Payouts need two-factor authentication: <a href="#/security">set up an authenticator app</a> first.
      </p>
      {payout ? (
        <div class="step">
          <Note>
            Payout of {usd(payout.amount_usd)} to {payout.to_address}:{' '}
            <strong data-testid="payout-status">{PAYOUT_STATUS[payoutStatus ?? payout.status] ?? payoutStatus}</strong>
          </Note>
          <p>
            You receive {usd(payout.net_amount_usd)} after a network fee of {usd(payout.gas_fee_usd)}.
          </p>
          <button
            type="button"
            class="secondary"
            onClick={() => {
              setPayout(undefined);
              setPayoutStatus(undefined);
              setReviewing(false);
              setIdempotencyKey(crypto.randomUUID());
            }}
          >
            Another payout
          </button>
        </div>
      ) : (
        <form
          class="step"
          onSubmit={(event) => {
            event.preventDefault();
            if (!reviewing) return setReviewing(true);
            void action.run(async () => {
              // One key per payout: a retry after a dropped connection replays it instead of paying twice.
              const created = await call(
                api.POST('/api/v1/operator/payout', {
                  params: { header: { 'Idempotency-Key': idempotencyKey } },
                  body: { amount_usd: value, wallet_address: wallet.trim(), method: 'usdc', chain: 'base' },
                }),
              );
              setPayout(created);
              setPayoutStatus(created.status);
              void load();
            });
          }}
        >
          <Field
            label="Amount (USD)"
            name="amount"
            type="number"
            inputMode="decimal"
            min="10"
            step="0.01"
            value={amount}
            onInput={(next) => {
              setAmount(next);
              setReviewing(false);
            }}
            required
            hint="At least $10, paid in USDC on Base."
          />
          <Field
            label="Wallet address"
            name="wallet"
            value={wallet}
            onInput={(next) => {
              setWallet(next);
              setReviewing(false);
            }}
            required
            hint="Your 0x… address on Base. A new address can be paid to only after a waiting period; we email you when it changes."
          />
          {reviewing && (
            <div class="confirm" role="status">
              <p>
                Amount {usd(value)} − network fee {usd(fee)} = <strong>you receive {usd(Math.max(0, value - fee))}</strong>
              </p>
              <p>To {wallet.trim()}</p>
            </div>
          )}
          <ErrorNote error={action.error} />
          <button type="submit" disabled={action.busy}>
            {reviewing ? 'Confirm payout' : 'Review payout'}
          </button>
        </form>
      )}
    </section>
  );
};
