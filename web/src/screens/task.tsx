import { useEffect, useState } from 'preact/hooks';
import { api, call, problem, type Schemas } from '../api';
import { DecisionPanel } from './decision';
import { DisputePanel } from './dispute';
import { MESSAGING, MessagesPanel } from './messages';
import { currentPosition, directionsUrl, geoUri } from './places';
import { kycBlock, useProfile } from './profile';
import { ProofForm } from './proof';
import { REPORTABLE, ReportPanel } from './report';
import {
  ACCEPTABLE_USE_HREF,
  AgentRecord,
  countdown,
  ErrorNote,
  Field,
  Heading,
  killFeeWords,
  Note,
  RestrictedBadge,
  usd,
  useAction,
  when,
  windowInWords,
} from './ui';

type Task = Schemas['OperatorTask'];

const REVIEW: Record<string, string> = {
  SUBMITTED: 'Your proof is with the Guardian, which checks the photos and notes.',
  VERIFIED: 'The proof was approved. The reward is being released to you.',
  MANUAL_REVIEW: 'The Guardian could not decide: the agent is reviewing your proof.',
  COMPLETED: 'Done. The reward is in your earnings.',
  CANCELLED: 'This task was cancelled.',
};

/** Statuses the task leaves by itself (the agent, the Guardian): the screen follows them. */
const MOVING = new Set(['ESTIMATE_PENDING', 'SUBMITTED', 'VERIFIED', 'MANUAL_REVIEW']);
/** A dispute waits for a deadline or the back office: followed too, less often. */
const WAITING = new Set(['DISPUTED']);
/** While the work is still to be done, the deadline counts down; after it, only the date matters. */
const WORK_OPEN = ['PENDING', 'ESTIMATE_PENDING', 'ACCEPTED', 'IN_PROGRESS'];

export const TaskDetail = ({ taskId }: { taskId: string }) => {
  const profile = useProfile(true);
  const [task, setTask] = useState<Task>();
  const [loadError, setLoadError] = useState<string>();
  // A report that ended the claim leaves the task out of the operator's reach: the screen stops there.
  const [reported, setReported] = useState(false);
  const load = () =>
    call(api.GET('/api/v1/operator/tasks/{id}', { params: { path: { id: taskId } } }))
      .then((next) => {
        setTask(next);
        setLoadError(undefined);
      })
      .catch((caught) => setLoadError(problem(caught)));
  useEffect(() => {
    void load();
  }, [taskId]);
  useEffect(() => {
    if (!task || reported || !(MOVING.has(task.status) || WAITING.has(task.status))) return;
    const timer = setInterval(() => void load(), MOVING.has(task.status) ? 2000 : 15_000);
    return () => clearInterval(timer);
  }, [task?.status, reported]);

  if (!task) {
    return (
      <section>
        <Heading>Task</Heading>
        <ErrorNote error={loadError} />
        {!loadError && <p aria-busy="true">Loading…</p>}
      </section>
    );
  }
  return (
    <section>
      <Heading>{task.title}</Heading>
      <p class="row">
        <span class="pill">{task.task_type.toLowerCase().replace(/_/g, ' ')}</span>
        <RestrictedBadge restricted={task.restricted} />
        <span class="reward">{usd(task.reward_usd)}</span>
        {task.tips_usd > 0 && (
          <span class="tip" data-testid="tip">
            +{usd(task.tips_usd)} tip
          </span>
        )}
      </p>
      <p>
        <AgentRecord agent={task.agent} />
      </p>
      <p class="status">
        Status: <strong data-testid="status">{task.status.replace(/_/g, ' ')}</strong>
      </p>
      {MESSAGING.has(task.status) && <MessagesPanel taskId={task.task_id} />}
      <dl class="facts">
        <dt>Deadline</dt>
        <dd>
          {when(task.deadline)}
          {WORK_OPEN.includes(task.status) && (countdown(task.deadline) === 'passed' ? ' (passed)' : ` (in ${countdown(task.deadline)})`)}
        </dd>
        {task.window && (
          <>
            <dt>Work window</dt>
            <dd data-testid="window">
              {windowInWords(task.window)}
              {task.window.not_after && countdown(task.window.not_after) === 'passed' ? ' (closed)' : ''}
            </dd>
          </>
        )}
        {task.location && (
          <>
            <dt>Location</dt>
            <dd>
              {task.location.address && <span>{task.location.address}. </span>}
              <span>
                {task.location.lat.toFixed(5)}, {task.location.lng.toFixed(5)}
              </span>
              <span class="row">
                <a href={directionsUrl(task.location)} target="_blank" rel="noopener" data-testid="directions">
                  Directions
                </a>
                <a href={geoUri(task.location)}>Open in maps app</a>
              </span>
            </dd>
          </>
        )}
      </dl>
      <h2>What to do</h2>
      {task.purpose !== null && (
        <div class="purpose" data-testid="purpose">
          <h3>The agent's purpose</h3>
          <p class="description">{task.purpose}</p>
          <p class="muted">
            This type of task is restricted by the <a href={ACCEPTABLE_USE_HREF}>acceptable use policy</a>: do it only if the purpose holds up.
          </p>
        </div>
      )}
      <p class="description">{task.description}</p>
      {task.digital_instructions && <p class="description">{task.digital_instructions}</p>}
      <h2>Proof required</h2>
      <ol>
        {task.proof_requirements.map((requirement) => (
          <li>{requirement}</li>
        ))}
      </ol>
      <ErrorNote error={loadError} />
      {!reported && <Step task={task} profileBlock={kycBlock(profile)} onChange={setTask} reload={load} />}
      {REPORTABLE.has(task.status) && <ReportPanel task={task} onReported={() => setReported(true)} />}
    </section>
  );
};

const Step = ({
  task,
  profileBlock,
  onChange,
  reload,
}: {
  task: Task;
  profileBlock?: string;
  onChange(task: Task): void;
  reload(): Promise<void>;
}) => {
  const action = useAction();
  const act = (work: () => Promise<unknown>) =>
    action.run(async () => {
      await work();
      await reload();
    });
  const id = { params: { path: { id: task.task_id } } };
  switch (task.status) {
    case 'PENDING':
      return <AcceptForm task={task} blocked={profileBlock} onAccepted={reload} />;
    case 'ESTIMATE_PENDING':
      return (
        <div class="step">
          <h2>Waiting for the agent</h2>
          <Note>
            You estimated {task.estimate_minutes} minutes. The agent has until {task.approval_deadline ? when(task.approval_deadline) : '—'} to
            approve.
          </Note>
          <ErrorNote error={action.error} />
          <button
            type="button"
            class="secondary"
            disabled={action.busy}
            onClick={() => void act(() => call(api.POST('/api/v1/operator/tasks/{id}/withdraw-claim', id)))}
          >
            Withdraw my claim
          </button>
        </div>
      );
    case 'ACCEPTED':
      return (
        <div class="step">
          <h2>Approved</h2>
          <Note>
            The agent approved your estimate. Start when you begin the work
            {task.location ? ': on site, so your check-in shows the agent you are there (with location allowed).' : '.'}
          </Note>
          <ErrorNote error={action.error} />
          <button
            type="button"
            disabled={action.busy}
            onClick={() =>
              void act(async () => {
                const location = task.location ? await currentPosition() : undefined;
                await call(api.POST('/api/v1/operator/tasks/{id}/start', { ...id, body: location ? { location } : {} }));
              })
            }
          >
            Start work
          </button>
        </div>
      );
    case 'IN_PROGRESS':
      return <ProofForm task={task} onSubmitted={() => void reload().then(() => onChange({ ...task, status: 'SUBMITTED' }))} />;
    default:
      return (
        <>
          {!task.dispute && (
            <div class="step">
              <h2>Review</h2>
              <Note>{task.kill_fee_usd === null ? (REVIEW[task.status] ?? task.status) : killFeeWords(task.kill_fee_usd)}</Note>
            </div>
          )}
          {task.review && <DecisionPanel review={task.review} task={task} />}
          {task.dispute && <DisputePanel task={task} onAppealed={reload} />}
        </>
      );
  }
};

const AcceptForm = ({ task, blocked, onAccepted }: { task: Task; blocked?: string; onAccepted(): Promise<void> }) => {
  const [days, setDays] = useState('');
  const [hours, setHours] = useState('');
  const [minutes, setMinutes] = useState('');
  const [note, setNote] = useState('');
  const { busy, error, run } = useAction();
  const number = (value: string) => (value ? Number(value) : undefined);
  return (
    <form
      class="step"
      onSubmit={(event) => {
        event.preventDefault();
        void run(async () => {
          try {
            await call(
              api.POST('/api/v1/operator/tasks/{id}/accept', {
                params: { path: { id: task.task_id } },
                body: {
                  estimate_days: number(days),
                  estimate_hours: number(hours),
                  estimate_minutes: number(minutes),
                  ...(note ? { estimate_note: note } : {}),
                },
              }),
            );
          } catch (error) {
            // An accept whose answer was lost may have claimed the task: then it is ours to see, and no longer open.
            const { data: now } = await api
              .GET('/api/v1/operator/tasks/{id}', { params: { path: { id: task.task_id } } })
              .catch(() => ({ data: undefined }));
            if (now?.status !== 'ESTIMATE_PENDING' || now.claimed_at === null) throw error;
          }
          await onAccepted();
        });
      }}
    >
      <h2>Accept this task</h2>
      <fieldset>
        <legend>How long will it take you?</legend>
        <div class="estimate">
          <Field label="Days" name="days" type="number" inputMode="numeric" min="0" value={days} onInput={setDays} />
          <Field label="Hours" name="hours" type="number" inputMode="numeric" min="0" value={hours} onInput={setHours} />
          <Field label="Minutes" name="minutes" type="number" inputMode="numeric" min="0" value={minutes} onInput={setMinutes} />
        </div>
      </fieldset>
      <label class="field">
        <span>Note for the agent (optional)</span>
        <textarea name="estimate-note" value={note} maxLength={1000} onInput={(event) => setNote((event.target as HTMLTextAreaElement).value)} />
      </label>
      {blocked && (
        <p class="banner" id="accept-blocked">
          {blocked}
        </p>
      )}
      <ErrorNote error={error} />
      <button type="submit" disabled={busy || Boolean(blocked)} aria-describedby={blocked ? 'accept-blocked' : undefined}>
        Accept with this estimate
      </button>
    </form>
  );
};
