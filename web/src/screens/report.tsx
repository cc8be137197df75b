import { useState } from 'preact/hooks';
import { api, call, type Schemas } from '../api';
import { ErrorNote, useAction } from './ui';

type Task = Schemas['OperatorTask'];
type Reason = Schemas['TaskReport']['reason'];

const REASONS: readonly { value: Reason; label: string }[] = [
  { value: 'prohibited', label: 'Not allowed: against the acceptable use policy' },
  { value: 'unsafe', label: 'Unsafe for me or for others' },
  { value: 'misleading', label: 'Misleading: not what it says' },
  { value: 'other', label: 'Something else' },
];

/** The statuses a report can still stop: an open task, or work the operator holds and has not submitted. */
export const REPORTABLE = new Set(['PENDING', 'ESTIMATE_PENDING', 'ACCEPTED', 'IN_PROGRESS']);

/**
 * "Report this task": a reason and optional details for staff. A claimed task's report ends the
 * claim without penalty, so the operator is told so and the task leaves their screen (`onReported`).
 */
export const ReportPanel = ({ task, onReported }: { task: Task; onReported?(): void }) => {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<Reason>();
  const [details, setDetails] = useState('');
  const [done, setDone] = useState(false);
  const { busy, error, run } = useAction();
  const claimed = task.status !== 'PENDING';
  const name = `report-reason-${task.task_id}`;
  if (done) {
    return (
      <p class="note" role="status" data-testid="reported">
        Thank you: staff will review this task.{claimed ? ' Your claim has ended; nothing counts against you.' : ''}
      </p>
    );
  }
  if (!open) {
    return (
      <p class="report-action">
        <button type="button" class="secondary" onClick={() => setOpen(true)} aria-label={`Report this task: ${task.title}`}>
          Report this task
        </button>
      </p>
    );
  }
  return (
    <form
      class="step report"
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason) return;
        void run(async () => {
          await call(
            api.POST('/api/v1/operator/tasks/{id}/report', {
              params: { path: { id: task.task_id } },
              body: { reason, ...(details.trim() ? { details: details.trim() } : {}) },
            }),
          );
          setDone(true);
          onReported?.();
        });
      }}
    >
      <h2>Report this task</h2>
      <fieldset>
        <legend>What is wrong with it?</legend>
        {REASONS.map((option) => (
          <label class="inline">
            <input type="radio" name={name} value={option.value} checked={reason === option.value} onChange={() => setReason(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
      <label class="field">
        <span>Details for staff (optional)</span>
        <textarea
          name="report-details"
          maxLength={1000}
          value={details}
          onInput={(event) => setDetails((event.target as HTMLTextAreaElement).value)}
        />
      </label>
      {claimed && <p class="note">Reporting ends your claim at once, without penalty.</p>}
      <ErrorNote error={error} />
      <div class="row">
        <button type="submit" disabled={busy || !reason}>
          Send report
        </button>
        <button type="button" class="secondary" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
};
