import { useEffect, useState } from 'preact/hooks';
import { api, call, problem, type Schemas } from '../api';
import { ErrorNote, Field, Heading, Note, usd, useAction, when } from './ui';

type Earnings = Schemas['Earnings'];
type Payout = Schemas['PayoutCreated'];

const PAYOUT_STATUS: Record<string, string> = {
  PENDING_ONCHAIN: 'Sending on chain…',
  CONFIRMED: 'Confirmed',
  FAILED: 'Failed: the amount is back in your available balance',
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
            <span>{task.title ?? task.task_id}</span> <strong>{usd(task.reward_usd)}</strong>{' '}
            {task.tips_usd > 0 && <span class="tip">+{usd(task.tips_usd)} tip</span>} <small>{when(task.completed_at)}</small>
          </li>
        ))}
      </ul>
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
