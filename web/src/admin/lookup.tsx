import { useEffect, useState } from 'preact/hooks';
import { api, call, problem } from '../api';
import { go } from '../nav';
import { ErrorNote, Field, Heading, when } from '../screens/ui';

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

/** Loads a record by id; `error` says why not (the API's words: "Operator not found"). */
const useRecord = <T,>(load: () => Promise<T>, id: string) => {
  const [record, setRecord] = useState<T>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    setRecord(undefined);
    setError(undefined);
    load()
      .then(setRecord)
      .catch((caught) => setError(problem(caught)));
  }, [id]);
  return { record, error };
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
  const { record, error } = useRecord(() => call(api.GET('/api/v1/admin/agents/{id}', { params: { path: { id: agentId } } })), agentId);
  return (
    <section>
      <Heading>Agent {record?.name ?? agentId}</Heading>
      <ErrorNote error={error} />
      {record && (
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
          ]}
        />
      )}
      <p>
        <a href="#/lookup">Look up another</a>
      </p>
    </section>
  );
};
