import { useEffect, useState } from 'preact/hooks';
import { call, problem, type Schemas } from '../api-client';
import { usePaged } from '../desk/paged';
import { LoadMore } from '../desk/ui';
import { ACCEPTABLE_USE_HREF, ErrorNote, Heading, usd, when } from '../screens/ui';
import { consoleApi } from './session';

type Task = Schemas['Task'];

/** A status as a person reads it: MANUAL_REVIEW -> "manual review". */
export const wordsOf = (status: string) => status.toLowerCase().replace(/_/g, ' ');

/** The agent's tasks, newest first, page by page. */
export const Tasks = () => {
  const paged = usePaged((cursor?: string) =>
    call(consoleApi.GET('/api/v1/tasks', { params: { query: { limit: 25, ...(cursor ? { cursor } : {}) } } })),
  );
  return (
    <section>
      <Heading>Tasks</Heading>
      <ErrorNote error={paged.error} />
      {paged.items === undefined && !paged.error && <p aria-busy="true">Loading…</p>}
      {paged.items?.length === 0 && <p>No tasks yet. Your agent creates them with POST /api/v1/tasks.</p>}
      <p class="muted" data-testid="acceptable-use">
        Every task your agent posts is screened against the <a href={ACCEPTABLE_USE_HREF}>acceptable use policy</a> before any money moves: a
        prohibited one is refused (422) and nothing is held.
      </p>
      {!!paged.items?.length && (
        <table class="stack" aria-label="Tasks, newest first" data-testid="tasks">
          <thead>
            <tr>
              <th scope="col">Task</th>
              <th scope="col">Status</th>
              <th scope="col">Reward</th>
              <th scope="col">Created</th>
            </tr>
          </thead>
          <tbody>
            {paged.items.map((task) => (
              <tr key={task.task_id}>
                <td data-label="Task">
                  <a href={`#/tasks/${encodeURIComponent(task.task_id)}`}>{task.title}</a>
                  {task.sandbox && <span class="pill sandbox">sandbox</span>}
                </td>
                <td data-label="Status">
                  <span class="pill">{wordsOf(task.status)}</span>
                </td>
                <td data-label="Reward">{usd(task.reward_usd)}</td>
                <td data-label="Created">{when(task.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <LoadMore paged={paged} />
    </section>
  );
};

/** The structured answer, field by field, as the operator gave it. */
const Result = ({ result }: { result: Schemas['TaskResult'] }) => (
  <dl class="facts" data-testid="result">
    {Object.entries(result).map(([field, value]) => (
      <>
        <dt>{field}</dt>
        <dd>{typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value)}</dd>
      </>
    ))}
  </dl>
);

/** One task: its money, its operator, the proof (photos, notes, the structured result) and the Guardian's verdict. */
export const TaskDetail = ({ taskId }: { taskId: string }) => {
  const [task, setTask] = useState<Task>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    call(consoleApi.GET('/api/v1/tasks/{id}', { params: { path: { id: taskId } } }))
      .then(setTask)
      .catch((caught) => setError(problem(caught)));
  }, [taskId]);
  if (error)
    return (
      <section>
        <Heading>Task</Heading>
        <ErrorNote error={error} />
        <a href="#/tasks">All tasks</a>
      </section>
    );
  if (!task)
    return (
      <section>
        <Heading>Task</Heading>
        <p aria-busy="true">Loading…</p>
      </section>
    );
  return (
    <section>
      <Heading>{task.title}</Heading>
      <p>
        <a href="#/tasks">All tasks</a>
      </p>
      <dl class="facts">
        <dt>Status</dt>
        <dd data-testid="task-status">{wordsOf(task.status)}</dd>
        {task.refunded_usd !== null && (
          <>
            <dt>Refunded</dt>
            <dd data-testid="refunded">{usd(task.refunded_usd)} back to your balance</dd>
          </>
        )}
        {task.hold && (
          <>
            <dt>{task.status === 'HELD' ? 'Held for review' : 'Was held'}</dt>
            <dd data-testid="hold">
              {task.hold.reason} ({when(task.hold.held_at)})
            </dd>
          </>
        )}
        <dt>Reward</dt>
        <dd>
          {usd(task.reward_usd)} (escrow {usd(task.total_escrow)}
          {task.tips_usd > 0 ? `, tipped ${usd(task.tips_usd)}` : ''})
        </dd>
        <dt>Task id</dt>
        <dd class="mono">{task.task_id}</dd>
        <dt>Deadline</dt>
        <dd>{when(task.deadline)}</dd>
        <dt>Operator</dt>
        <dd>{task.operator ? `${task.operator.name} (rating ${task.operator.rating.toFixed(1)})` : 'none yet'}</dd>
        {task.location && (
          <>
            <dt>Where</dt>
            <dd>{task.location.address ?? `${task.location.lat}, ${task.location.lng}`}</dd>
          </>
        )}
      </dl>
      <h2>What was asked</h2>
      {task.purpose !== null && <p class="description">Purpose: {task.purpose}</p>}
      <p class="description">{task.description}</p>
      {task.proof_requirements.length > 0 && (
        <ul>
          {task.proof_requirements.map((requirement) => (
            <li>{requirement}</li>
          ))}
        </ul>
      )}
      <h2>Proof</h2>
      {!task.proof && <p>Nothing submitted yet.</p>}
      {task.proof && (
        <>
          <p class="muted">Submitted {when(task.proof.submittedAt)}</p>
          {task.proof.photos.length > 0 && (
            <ul class="originals" data-testid="photos">
              {task.proof.photos.map((url, index) => (
                <li>
                  <a href={url} target="_blank" rel="noopener noreferrer">
                    <img src={url} alt={`Proof ${index + 1} of ${task.proof!.photos.length}, as submitted`} loading="lazy" />
                  </a>
                </li>
              ))}
            </ul>
          )}
          {task.proof.notes && (
            <p class="description" data-testid="notes">
              {task.proof.notes}
            </p>
          )}
        </>
      )}
      {task.result && (
        <>
          <h2>Result</h2>
          <Result result={task.result} />
        </>
      )}
      {task.guardian_result && (
        <>
          <h2>Guardian's review</h2>
          <p data-testid="guardian">
            {wordsOf(task.guardian_result.decision)} ({Math.round(task.guardian_result.confidence * 100)}% confident):{' '}
            {task.guardian_result.reasoning}
          </p>
        </>
      )}
      {task.dispute && (
        <>
          <h2>Dispute</h2>
          <p class="description">{task.dispute.reason}</p>
        </>
      )}
    </section>
  );
};
