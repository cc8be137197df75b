import { useEffect, useState } from 'preact/hooks';
import type { paths } from '../../../sdk/src/api-types.generated';
import { api, call, problem } from '../api';
import { go } from '../nav';
import { ErrorNote, Field, Heading, Note, usd, useAction, when } from '../screens/ui';

type AgentRecord = paths['/api/v1/admin/agents/{id}']['get']['responses'][200]['content']['application/json'];

/** Look up an operator or an agent by id. */
export const Lookup = () => {
  const [operatorId, setOperatorId] = useState('');
  const [agentId, setAgentId] = useState('');
  return (
    <section>
      <Heading>Look up</Heading>
      <div class="sides">
        <form
          aria-labelledby="find-operator"
          onSubmit={(event) => {
            event.preventDefault();
            go(`/operators/${encodeURIComponent(operatorId.trim())}`);
          }}
        >
          <h2 id="find-operator">An operator</h2>
          <Field label="Operator id" name="operator-id" value={operatorId} onInput={setOperatorId} required />
          <button type="submit">Look up operator</button>
        </form>
        <form
          aria-labelledby="find-agent"
          onSubmit={(event) => {
            event.preventDefault();
            go(`/agents/${encodeURIComponent(agentId.trim())}`);
          }}
        >
          <h2 id="find-agent">An agent</h2>
          <Field label="Agent id" name="agent-id" value={agentId} onInput={setAgentId} required />
          <button type="submit">Look up agent</button>
        </form>
      </div>
    </section>
  );
};

/** Loads a record by id; `error` says why not (the API's words: "Operator not found"). `reload` after a change to it. */
const useRecord = <T,>(load: () => Promise<T>, id: string) => {
  const [record, setRecord] = useState<T>();
  const [error, setError] = useState<string>();
  const [loads, setLoads] = useState(0);
  useEffect(() => {
    setRecord(undefined);
    setError(undefined);
    load()
      .then(setRecord)
      .catch((caught) => setError(problem(caught)));
  }, [id, loads]);
  return { record, error, reload: () => setLoads((count) => count + 1) };
};

const Facts = ({ facts }: { facts: [string, string | number][] }) => (
  <dl class="facts">
    {facts.map(([term, value]) => (
      <>
        <dt>{term}</dt>
        <dd>{value}</dd>
      </>
    ))}
  </dl>
);

export const OperatorLookup = ({ operatorId }: { operatorId: string }) => {
  const { record, error } = useRecord(() => call(api.GET('/api/v1/admin/operators/{id}', { params: { path: { id: operatorId } } })), operatorId);
  return (
    <section>
      <Heading>Operator {record?.name ?? operatorId}</Heading>
      <ErrorNote error={error} />
      {record && (
        <Facts
          facts={[
            ['Operator id', record.operator_id],
            ['Email', record.email],
            ['KYC', record.kyc_status.toLowerCase()],
            ['Rating', `${record.rating.toFixed(1)} from ${record.ratings_received} rating(s)`],
            ['Tasks completed', record.tasks_completed],
            ['Disputes won', record.disputes.won],
            ['Disputes lost', record.disputes.lost],
            ['Disputes split', record.disputes.split],
            ['Registered', when(record.created_at)],
          ]}
        />
      )}
      <p>
        <a href="#/lookup">Look up another</a>
      </p>
    </section>
  );
};

export const AgentLookup = ({ agentId }: { agentId: string }) => {
  const { record, error, reload } = useRecord(() => call(api.GET('/api/v1/admin/agents/{id}', { params: { path: { id: agentId } } })), agentId);
  return (
    <section>
      <Heading>Agent {record?.name ?? agentId}</Heading>
      <ErrorNote error={error} />
      {record && (
        <>
          <Facts
            facts={[
              ['Agent id', record.agent_id],
              ['Email', `${record.email}${record.email_verified ? '' : ' (not verified)'}`],
              ['Company', record.company ?? '(none)'],
              ['Tier', record.tier],
              ['Tasks completed', record.completed_tasks],
              ['Tasks disputed (ever)', record.disputed_tasks],
              ['Disputes open now', record.open_disputes],
              ['Registered', when(record.created_at)],
              ['Suspended', record.suspension ? `since ${when(record.suspension.suspended_at)}: ${record.suspension.reason}` : 'no'],
            ]}
          />
          <SafetyRecord safety={record.safety} />
          <Suspension record={record} onChange={reload} />
          <SuspensionHistory history={record.suspension_history} />
        </>
      )}
      <p>
        <a href="#/lookup">Look up another</a>
      </p>
    </section>
  );
};

/**
 * Suspend with a reason (the owner is mailed it, and every refused request quotes it), or lift a
 * suspension. Suspending cancels the agent's open tasks with their escrow refunded: the answer lists them.
 */
const Suspension = ({ record, onChange }: { record: AgentRecord; onChange: () => void }) => {
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string>();
  const { busy, error, run } = useAction();
  const path = { params: { path: { id: record.agent_id } } };
  const suspend = () =>
    run(async () => {
      const result = await call(api.POST('/api/v1/admin/agents/{id}/suspend', { ...path, body: { reason: reason.trim() } }));
      const refunded = result.cancelled.reduce((sum, task) => sum + task.refunded_usd, 0);
      setDone(`Suspended. ${result.cancelled.length} open task(s) cancelled, ${usd(refunded)} refunded; the owner is mailed.`);
      setReason('');
      onChange();
    });
  const unsuspend = () =>
    run(async () => {
      await call(api.POST('/api/v1/admin/agents/{id}/unsuspend', path));
      setDone('Suspension lifted: its keys work again.');
      onChange();
    });
  return (
    <section aria-labelledby="suspension">
      <h2 id="suspension">Suspension</h2>
      {done && <Note>{done}</Note>}
      <ErrorNote error={error} />
      {record.suspension ? (
        <button type="button" disabled={busy} onClick={() => void unsuspend()}>
          Lift the suspension
        </button>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void suspend();
          }}
        >
          <label class="field" for="suspension-reason">
            <span>Reason (the agent's owner reads it)</span>
          </label>
          <textarea
            id="suspension-reason"
            name="reason"
            required
            maxLength={500}
            value={reason}
            onInput={(event) => setReason((event.target as HTMLTextAreaElement).value)}
          />
          <p class="muted">Its keys and tokens will only read; its open tasks are cancelled and refunded; claimed work goes on.</p>
          <button type="submit" class="danger" disabled={busy || !reason.trim()}>
            Suspend this agent
          </button>
        </form>
      )}
    </section>
  );
};

/** What the acceptable use policy met of the agent: what staff weigh before suspending it. */
const SafetyRecord = ({ safety }: { safety: AgentRecord['safety'] }) => (
  <section aria-labelledby="safety-record">
    <h2 id="safety-record">Acceptable use record</h2>
    <Facts
      facts={[
        ['Requests refused', safety.refusals],
        ['Tasks held (screening or reports)', safety.holds],
        ['Reports by operators', safety.reports],
        ['Held now', safety.held_now],
        ['Last refusal', safety.last_refusal ? `${when(safety.last_refusal.at)}: ${safety.last_refusal.category.replace(/_/g, ' ')}` : '(none)'],
      ]}
    />
  </section>
);

const SuspensionHistory = ({ history }: { history: AgentRecord['suspension_history'] }) => (
  <section aria-labelledby="suspension-history">
    <h2 id="suspension-history">Suspension history</h2>
    {history.length === 0 ? (
      <p>Never suspended.</p>
    ) : (
      <ul class="plain">
        {history.map((step) => (
          <li>
            {when(step.at)}: {step.action === 'suspended' ? 'suspended' : 'suspension lifted'} by {step.actor} ({step.reason})
          </li>
        ))}
      </ul>
    )}
  </section>
);
