import { useEffect, useState } from 'preact/hooks';
import { call, problem, type Schemas } from '../api-client';
import { ErrorNote, Field, Heading, usd, useAction } from '../screens/ui';
import { consoleApi } from './session';
import { wordsOf } from './tasks';

type Balance = { deposit_balance: number; escrow_balance: number };

/** What the agent holds (deposit and escrow), where USDC goes, and one reported deposit as it stands. */
export const Funds = () => {
  const [balance, setBalance] = useState<Balance>();
  const [address, setAddress] = useState<Schemas['DepositAddressInfo']>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    Promise.all([call(consoleApi.GET('/api/v1/agents/balance')), call(consoleApi.GET('/api/v1/agents/deposit-address'))])
      .then(([held, where]) => {
        setBalance(held);
        setAddress(where);
      })
      .catch((caught) => setError(problem(caught)));
  }, []);
  return (
    <section>
      <Heading>Balance and deposits</Heading>
      <ErrorNote error={error} />
      {!balance && !error && <p aria-busy="true">Loading…</p>}
      {balance && (
        <dl class="balances">
          <div>
            <dt>Available for new tasks</dt>
            <dd data-testid="deposit-balance">{usd(balance.deposit_balance)}</dd>
          </div>
          <div>
            <dt>Held in escrow for open tasks</dt>
            <dd data-testid="escrow-balance">{usd(balance.escrow_balance)}</dd>
          </div>
        </dl>
      )}
      {address && (
        <>
          <h2>Deposit USDC</h2>
          <dl class="facts">
            <dt>Send to</dt>
            <dd class="mono">{address.address}</dd>
            <dt>Chain</dt>
            <dd>
              {address.chain} (chain id {address.chain_id})
            </dd>
            <dt>Token</dt>
            <dd class="mono">
              {address.currency} {address.contract_address}
            </dd>
            <dt>Amount</dt>
            <dd>
              {usd(address.min_deposit)} to {usd(address.max_deposit)} per deposit, credited after {address.confirmations_required} confirmations
            </dd>
            <dt>From your wallet</dt>
            <dd class="mono">{address.wallet_address ?? 'No wallet bound yet: bind one with PUT /api/v1/agents/wallet before depositing.'}</dd>
          </dl>
        </>
      )}
      <DepositLookup />
    </section>
  );
};

/** A deposit the agent reported, by its transaction_id: pending confirmations, confirmed, or failed. */
const DepositLookup = () => {
  const [id, setId] = useState('');
  const [deposit, setDeposit] = useState<Schemas['DepositTransaction']>();
  const action = useAction();
  return (
    <>
      <h2>Check a deposit</h2>
      <form
        class="lookup"
        onSubmit={(event) => {
          event.preventDefault();
          action.run(async () => {
            setDeposit(undefined);
            setDeposit(await call(consoleApi.GET('/api/v1/agents/deposits/{id}', { params: { path: { id: id.trim() } } })));
          });
        }}
      >
        <Field label="Transaction id (from the deposit report)" name="transaction_id" value={id} onInput={setId} required />
        <button type="submit" disabled={action.busy} aria-busy={action.busy}>
          Check
        </button>
      </form>
      <ErrorNote error={action.error} />
      {deposit && (
        <dl class="facts" data-testid="deposit">
          <dt>Status</dt>
          <dd>{wordsOf(deposit.status)}</dd>
          <dt>Amount</dt>
          <dd>
            {usd(deposit.amount_usdc)} (credited {usd(deposit.amount_credited)})
          </dd>
          <dt>Confirmations</dt>
          <dd>
            {deposit.confirmations} of {deposit.confirmations_required}
          </dd>
          <dt>Transaction</dt>
          <dd class="mono">{deposit.tx_hash}</dd>
          <dt>Note</dt>
          <dd>{deposit.message}</dd>
        </dl>
      )}
    </>
  );
};
