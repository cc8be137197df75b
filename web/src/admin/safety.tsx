import { useState } from 'preact/hooks';
import { api, call, type Schemas } from '../api';
import { usePaged } from '../desk/paged';
import { LoadMore } from '../desk/ui';
import { ErrorNote, Heading, Note, useAction, when } from '../screens/ui';

type Held = Schemas['HeldTask'];

const REASON_WORDS: Record<Schemas['TaskReport']['reason'], string> = {
  prohibited: 'against the acceptable use policy',
  unsafe: 'unsafe',
  misleading: 'misleading',
  other: 'other',
};

/** HELD tasks, oldest hold first: why each was held, the purpose its agent gave, operators' reports, and the decision. */
export const SafetyQueue = () => {
  const paged = usePaged((cursor?: string) =>
    call(api.GET('/api/v1/admin/safety/held', { params: { query: { limit: 20, ...(cursor ? { cursor } : {}) } } })),
  );
  return (
    <section>
      <Heading>Safety queue</Heading>
      <p class="muted">Held tasks are seen by no operator. Undecided, each is cancelled and refunded when its hold runs out.</p>
      <ErrorNote error={paged.error} />
      {paged.items === undefined && !paged.error && <p aria-busy="true">Loading…</p>}
      {paged.items?.length === 0 && <p>No task waits for a safety decision.</p>}
      <ul class="plain">
        {paged.items?.map((held) => (
          <HeldCase held={held} />
        ))}
      </ul>
      <LoadMore paged={paged} />
    </section>
  );
};

const HeldCase = ({ held }: { held: Held }) => {
  const [reason, setReason] = useState('');
  const [decided, setDecided] = useState<string>();
  const { busy, error, run } = useAction();
  const id = { params: { path: { id: held.task_id } } };
  const release = () =>
    run(async () => {
      await call(api.POST('/api/v1/admin/tasks/{id}/release', id));
      setDecided('Released: open to operators.');
    });
  const refuse = () =>
    run(async () => {
      const result = await call(api.POST('/api/v1/admin/tasks/{id}/refuse', { ...id, body: { reason: reason.trim() } }));
      setDecided(`Refused: cancelled, $${(result.refunded_usd ?? 0).toFixed(2)} back to the agent.`);
    });
  const reasonId = `refuse-${held.task_id}`;
  return (
    <li class="case" aria-labelledby={`held-${held.task_id}`} data-testid="held-case">
      <h2 id={`held-${held.task_id}`}>{held.title}</h2>
      <p class="muted">
        {held.task_id}, {held.task_type.toLowerCase().replace(/_/g, ' ')}, by agent{' '}
        <a href={`#/agents/${encodeURIComponent(held.agent_id)}`}>{held.agent_id}</a>
      </p>
      <p>
        Held {when(held.hold.held_at)} ({held.hold.category.replace(/_/g, ' ')}): {held.hold.reason}
      </p>
      {held.purpose && (
        <p class="quote">
          <strong>Purpose:</strong> {held.purpose}
        </p>
      )}
      {held.reports.length > 0 && (
        <>
          <h3>Reports ({held.reports.length})</h3>
          <ul>
            {held.reports.map((report) => (
              <li>
                <strong>{REASON_WORDS[report.reason]}</strong>, by{' '}
                <a href={`#/operators/${encodeURIComponent(report.operator_id)}`}>{report.operator_id}</a>, {when(report.reported_at)}
                {report.details && <p class="quote">{report.details}</p>}
              </li>
            ))}
          </ul>
        </>
      )}
      <h3>Decision</h3>
      {decided ? (
        <Note>{decided}</Note>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void refuse();
          }}
        >
          <label class="field" for={reasonId}>
            <span>Reason to refuse (for the audit log)</span>
          </label>
          <textarea
            id={reasonId}
            name="reason"
            maxLength={2000}
            value={reason}
            onInput={(event) => setReason((event.target as HTMLTextAreaElement).value)}
          />
          <ErrorNote error={error} />
          <div class="row">
            <button type="button" disabled={busy} onClick={() => void release()}>
              Release to operators
            </button>
            <button type="submit" class="danger" disabled={busy || !reason.trim()}>
              Refuse and refund
            </button>
          </div>
        </form>
      )}
    </li>
  );
};
