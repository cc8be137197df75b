import { useEffect, useState } from 'preact/hooks';
import { api, call, type Schemas } from '../api';
import { countdown, ErrorNote, usd, useAction, when } from './ui';

type Task = Schemas['OperatorTask'];

/** Re-renders every `ms` so a countdown stays true while the screen is open. */
const useNow = (ms = 30_000) => {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, []);
  return now;
};

/** What the operator was paid when the dispute ended; undefined while it is open. */
const disputeOutcome = (task: Task): string | undefined => {
  const resolution = task.dispute?.resolution;
  if (resolution?.outcome === 'release') return `Released to you: you were paid the full reward, ${usd(task.reward_usd)}.`;
  if (resolution?.outcome === 'split') {
    return `Split: you were paid ${usd(resolution.operator_amount_usd ?? 0)} of the ${usd(task.reward_usd)} reward; the rest went back to the agent.`;
  }
  if (resolution?.outcome === 'refund') return 'Refunded to the agent: you were paid nothing for this task.';
  if (task.dispute && task.status === 'CANCELLED') return 'Not appealed by the deadline: the reward went back to the agent, you were paid nothing.';
  return undefined;
};

/** Whether the operator may still appeal: not yet appealed, not ended, before the deadline. */
export const appealOpen = (task: Task, now = Date.now()): boolean =>
  Boolean(task.dispute && !task.dispute.appeal && !disputeOutcome(task) && Date.parse(task.dispute.appeal_deadline) > now);

/** One line for a task card in My work: where the dispute stands. */
export const disputeLine = (task: Task, now = Date.now()): string | undefined => {
  const { dispute } = task;
  if (!dispute) return undefined;
  if (dispute.resolution || task.status === 'CANCELLED') return disputeOutcome(task);
  if (dispute.appeal) return 'Appealed: waiting for the back office to decide.';
  const left = countdown(dispute.appeal_deadline, now);
  return left === 'passed' ? 'Disputed: the appeal window has closed.' : `Disputed: appeal within ${left}.`;
};

/** The agent's rejection, the appeal (or the form to file it before the deadline) and how it ended. */
export const DisputePanel = ({ task, onAppealed }: { task: Task; onAppealed(): Promise<void> }) => {
  const dispute = task.dispute!;
  const now = useNow();
  const [reason, setReason] = useState('');
  const { busy, error, run } = useAction();
  const ended = disputeOutcome(task);
  const open = appealOpen(task, now);
  return (
    <div class="step">
      <h2>{ended ? 'Dispute ended' : 'The agent disputed your proof'}</h2>
      {/* While the agent's reject is the latest decision, the decision panel above quotes its reason. */}
      {task.review?.decided_by !== 'agent' && (
        <p class="quote">
          <strong>The agent's reason:</strong> {dispute.reason}
        </p>
      )}
      {ended && (
        <p class="outcome" data-testid="outcome">
          {ended}
          {dispute.resolution?.note && <span> Back office note: {dispute.resolution.note}</span>}
        </p>
      )}
      {!ended && dispute.appeal && (
        <p class="note" role="status" data-testid="appeal-status">
          You appealed on {when(dispute.appeal.appealed_at)}. The back office decides (refund, release or split); the outcome and what you are paid
          show here.
        </p>
      )}
      {dispute.appeal && (
        <p class="quote">
          <strong>Your appeal:</strong> {dispute.appeal.reason}
        </p>
      )}
      {open && (
        <form
          class="step"
          onSubmit={(event) => {
            event.preventDefault();
            void run(async () => {
              await call(api.POST('/api/v1/operator/tasks/{id}/appeal', { params: { path: { id: task.task_id } }, body: { reason } }));
              await onAppealed();
            });
          }}
        >
          <p data-testid="appeal-deadline">
            Appeal by <strong>{when(dispute.appeal_deadline)}</strong> ({countdown(dispute.appeal_deadline, now)} left). Without an appeal the reward
            goes back to the agent.
          </p>
          <label class="field">
            <span>Your side: what the photos show, why the work is done</span>
            <textarea
              name="appeal"
              required
              maxLength={2000}
              value={reason}
              onInput={(event) => setReason((event.target as HTMLTextAreaElement).value)}
            />
          </label>
          <ErrorNote error={error} />
          <button type="submit" disabled={busy || !reason.trim()}>
            Send appeal
          </button>
        </form>
      )}
      {!open && !ended && !dispute.appeal && <p class="note">The appeal window closed on {when(dispute.appeal_deadline)}.</p>}
    </div>
  );
};
