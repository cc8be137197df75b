import { useEffect, useState } from 'preact/hooks';
import { splitEscrow } from '../../../functions/contexts/work/tasks/domain/escrow-split';
import { toCents, toDollars } from '../../../functions/platform/kernel/money';
import { api, call, problem, type Schemas } from '../api';
import { usePaged } from '../desk/paged';
import { LoadMore } from '../desk/ui';
import { countdown, ErrorNote, Heading, usd, useAction, when } from '../screens/ui';

type Queued = Schemas['DisputedTask'];
type Case = NonNullable<Awaited<ReturnType<typeof loadCase>>>;
type Outcome = 'refund' | 'release' | 'split';

const PAGE_SIZE = 20;

/**
 * The dispute queue: appealed disputes first (an operator waits for a decision), then those still
 * inside their appeal window; each oldest dispute first, as the API orders them.
 */
export const Disputes = () => {
  const list = (appealed: 'true' | 'false') => (cursor?: string) =>
    call(api.GET('/api/v1/admin/disputes', { params: { query: { appealed, limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) } } }));
  const appealed = usePaged(list('true'));
  const waiting = usePaged(list('false'));
  return (
    <section>
      <Heading>Disputes</Heading>
      <h2 id="appealed">Appealed: waiting for a decision</h2>
      <DisputeTable labelledBy="appealed" paged={appealed} empty="No appealed dispute waits." />
      <h2 id="unappealed">Not appealed (yet)</h2>
      <DisputeTable labelledBy="unappealed" paged={waiting} empty="No other dispute is open." />
    </section>
  );
};

const DisputeTable = ({ paged, empty, labelledBy }: { paged: ReturnType<typeof usePaged<Queued>>; empty: string; labelledBy: string }) => (
  <>
    <ErrorNote error={paged.error} />
    {paged.items === undefined && !paged.error && <p aria-busy="true">Loading…</p>}
    {paged.items?.length === 0 && <p>{empty}</p>}
    {!!paged.items?.length && (
      <table aria-labelledby={labelledBy} data-testid={`disputes-${labelledBy}`}>
        <thead>
          <tr>
            <th scope="col">Task</th>
            <th scope="col">Reward</th>
            <th scope="col">Disputed</th>
            <th scope="col">Appealed</th>
            <th scope="col">Appeal window</th>
          </tr>
        </thead>
        <tbody>
          {paged.items.map((task) => (
            <tr>
              <td>
                <a href={`#/disputes/${encodeURIComponent(task.task_id)}`}>{task.title}</a>
                <div class="muted mono">{task.task_id}</div>
              </td>
              <td>{usd(task.reward_usd)}</td>
              <td>{when(task.dispute.disputed_at)}</td>
              <td>{task.dispute.appeal ? when(task.dispute.appeal.appealed_at) : 'no'}</td>
              <td>{task.dispute.appeal ? 'closed' : countdown(task.dispute.appeal_deadline)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    )}
    <LoadMore paged={paged} />
  </>
);

const loadCase = (taskId: string) => call(api.GET('/api/v1/admin/tasks/{id}', { params: { path: { id: taskId } } }));

/**
 * What each outcome moves, in dollars: the amount read as the API reads it (core/money toCents) and
 * a split divided by the rule the ledger books (core/escrow-split); the API checks it again.
 */
const resolutionPreview = (
  task: { reward_usd: number; platform_fee_usd: number; total_escrow: number },
  outcome: Outcome,
  operatorUsd: number,
): { operator: number; agent: number; platform: number } | string => {
  if (outcome === 'refund') return { operator: 0, agent: task.total_escrow, platform: 0 };
  if (outcome === 'release') return { operator: task.reward_usd, agent: 0, platform: task.platform_fee_usd };
  const reward = toCents(task.reward_usd)!;
  const share = toCents(operatorUsd);
  if (share === undefined || share <= 0 || share >= reward) {
    return `The operator's share must be above $0 and below the reward (${usd(task.reward_usd)}), in whole cents.`;
  }
  const split = splitEscrow(reward, toCents(task.platform_fee_usd)!, share);
  return { operator: toDollars(split.operator), agent: toDollars(split.refund), platform: toDollars(split.fee) };
};

/** One dispute, both sides next to each other, the evidence, and the resolution with its money shown before it is booked. */
export const DisputeCase = ({ taskId }: { taskId: string }) => {
  const [found, setFound] = useState<Case>();
  const [error, setError] = useState<string>();
  const reload = () =>
    loadCase(taskId)
      .then(setFound)
      .catch((caught) => setError(problem(caught)));
  useEffect(() => void reload(), [taskId]);
  if (!found) {
    return (
      <section>
        <Heading>Dispute</Heading>
        <ErrorNote error={error} />
        {!error && <p aria-busy="true">Loading…</p>}
      </section>
    );
  }
  const { task, originals, agent_id } = found;
  const dispute = task.dispute;
  const guardian = task.guardian_result;
  return (
    <section>
      <Heading>Dispute: {task.title}</Heading>
      <p class="muted mono">{task.task_id}</p>
      <dl class="facts">
        <dt>Status</dt>
        <dd>{task.status.replace(/_/g, ' ').toLowerCase()}</dd>
        <dt>Reward</dt>
        <dd>
          {usd(task.reward_usd)} (fee {usd(task.platform_fee_usd)}, escrow {usd(task.total_escrow)})
        </dd>
        <dt>Proof asked for</dt>
        <dd>{task.proof_requirements.join('; ') || 'photos'}</dd>
      </dl>
      <p class="description">{task.description}</p>
      {dispute ? (
        <div class="sides">
          <article aria-labelledby="agent-side" class="side">
            <h2 id="agent-side">The agent</h2>
            <p>
              <a href={`#/agents/${encodeURIComponent(agent_id)}`}>Agent {agent_id}</a>
            </p>
            <p class="muted">Rejected the proof {when(dispute.disputed_at)}:</p>
            <blockquote class="quote" data-testid="agent-reason">
              {dispute.reason}
            </blockquote>
          </article>
          <article aria-labelledby="operator-side" class="side">
            <h2 id="operator-side">The operator</h2>
            {task.operator && (
              <p>
                <a href={`#/operators/${encodeURIComponent(task.operator.id)}`}>
                  {task.operator.name} ({task.operator.id})
                </a>
                , rated {task.operator.rating.toFixed(1)}
              </p>
            )}
            {dispute.appeal ? (
              <>
                <p class="muted">Appealed {when(dispute.appeal.appealed_at)}:</p>
                <blockquote class="quote" data-testid="operator-appeal">
                  {dispute.appeal.reason}
                </blockquote>
              </>
            ) : (
              <p>Not appealed. The appeal window ends {when(dispute.appeal_deadline)}.</p>
            )}
            {task.proof?.notes && (
              <>
                <p class="muted">Notes with the proof:</p>
                <blockquote class="quote">{task.proof.notes}</blockquote>
              </>
            )}
          </article>
        </div>
      ) : (
        <p>This task has no dispute.</p>
      )}
      <h2>Photos (originals as uploaded)</h2>
      {originals.length === 0 ? (
        <p>No photos were submitted.</p>
      ) : (
        <ul class="originals">
          {originals.map((photo, index) => (
            <li>
              <a href={photo.url} target="_blank" rel="noreferrer">
                <img src={photo.url} alt={`Proof ${index + 1} of ${originals.length} as uploaded, ${photo.photo_id}`} />
              </a>
              <span class="muted">
                {photo.photo_id}
                {photo.captured_at ? `, taken ${when(photo.captured_at)}` : ', no capture time'}
              </span>
            </li>
          ))}
        </ul>
      )}
      <h2>The Guardian's review</h2>
      {guardian ? (
        <>
          <p data-testid="guardian-verdict">
            Verdict: <strong>{guardian.decision}</strong> (confidence {Math.round(guardian.confidence * 100)}%)
          </p>
          <p class="description">{guardian.reasoning}</p>
          {!!guardian.requirements?.length && (
            <ul class="plain checks">
              {guardian.requirements.map((requirement) => (
                <li>
                  <span class={requirement.met ? 'ok' : 'error'}>{requirement.met ? 'Met' : 'Not met'}</span>: {requirement.requirement}.{' '}
                  {requirement.reason}
                </li>
              ))}
            </ul>
          )}
          {!!guardian.checks?.length && (
            <table aria-label="Evidence checks">
              <thead>
                <tr>
                  <th scope="col">Check</th>
                  <th scope="col">Photo</th>
                  <th scope="col">Result</th>
                  <th scope="col">Detail</th>
                </tr>
              </thead>
              <tbody>
                {guardian.checks.map((check) => (
                  <tr>
                    <td>{check.check.replace(/_/g, ' ')}</td>
                    <td class="mono">{check.photo_id}</td>
                    <td class={check.passed ? 'ok' : 'error'}>{check.passed ? 'passed' : 'failed'}</td>
                    <td>{check.detail}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      ) : (
        <p>The Guardian did not review this proof.</p>
      )}
      {dispute?.resolution ? <Resolved resolution={dispute.resolution} /> : task.status === 'DISPUTED' && <Resolve task={task} onResolved={reload} />}
    </section>
  );
};

const OUTCOME_WORDS: Record<Outcome, string> = {
  refund: 'Refund: the whole escrow back to the agent',
  release: 'Release: the reward to the operator',
  split: 'Split: part to the operator, the rest back to the agent',
};

const Resolved = ({ resolution }: { resolution: NonNullable<NonNullable<Case['task']['dispute']>['resolution']> }) => (
  <div class="confirm" role="status" data-testid="resolution">
    <h2>Resolved</h2>
    <p>
      {OUTCOME_WORDS[resolution.outcome]}
      {resolution.operator_amount_usd !== null && ` (${usd(resolution.operator_amount_usd)} to the operator)`}, {when(resolution.resolved_at)}.
    </p>
    {resolution.note && <p>Note: {resolution.note}</p>}
  </div>
);

const Resolve = ({ task, onResolved }: { task: Case['task']; onResolved(): Promise<void> }) => {
  const [outcome, setOutcome] = useState<Outcome>('split');
  const [share, setShare] = useState('');
  const [note, setNote] = useState('');
  const [reviewing, setReviewing] = useState(false);
  const { busy, error, run } = useAction();
  const preview = resolutionPreview(task, outcome, Number(share));
  return (
    <form
      class="resolve"
      aria-labelledby="resolve-heading"
      onSubmit={(event) => {
        event.preventDefault();
        if (typeof preview === 'string') return;
        if (!reviewing) return setReviewing(true);
        void run(async () => {
          await call(
            api.POST('/api/v1/admin/tasks/{id}/resolve', {
              params: { path: { id: task.task_id } },
              body: {
                outcome,
                ...(outcome === 'split' ? { operator_amount_usd: Number(share) } : {}),
                ...(note.trim() ? { note: note.trim() } : {}),
              },
            }),
          );
          await onResolved();
        });
      }}
    >
      <h2 id="resolve-heading">Resolve</h2>
      <fieldset disabled={reviewing}>
        <legend>Outcome</legend>
        {(Object.keys(OUTCOME_WORDS) as Outcome[]).map((choice) => (
          <label class="choice">
            <input type="radio" name="outcome" value={choice} checked={outcome === choice} onChange={() => setOutcome(choice)} />
            {OUTCOME_WORDS[choice]}
          </label>
        ))}
        {outcome === 'split' && (
          <label class="field">
            <span>Operator's share in USD (of {usd(task.reward_usd)})</span>
            <input
              name="operator-share"
              inputMode="decimal"
              value={share}
              onInput={(event) => setShare((event.target as HTMLInputElement).value)}
              required
            />
          </label>
        )}
        <label class="field">
          <span>Note for the record (optional)</span>
          <textarea name="note" maxLength={2000} value={note} onInput={(event) => setNote((event.target as HTMLTextAreaElement).value)} />
        </label>
      </fieldset>
      {typeof preview === 'string' ? (
        outcome === 'split' && share !== '' && <p class="error">{preview}</p>
      ) : (
        <dl class="balances" aria-label="What this resolution pays" data-testid="preview">
          <div>
            <dt>Operator receives</dt>
            <dd>{usd(preview.operator)}</dd>
          </div>
          <div>
            <dt>Agent gets back</dt>
            <dd>{usd(preview.agent)}</dd>
          </div>
          <div>
            <dt>Platform fee</dt>
            <dd>{usd(preview.platform)}</dd>
          </div>
        </dl>
      )}
      <ErrorNote error={error} />
      {reviewing ? (
        <div class="row">
          <button type="submit" disabled={busy}>
            {busy ? 'Resolving…' : 'Confirm resolution'}
          </button>
          <button type="button" class="secondary" onClick={() => setReviewing(false)} disabled={busy}>
            Change
          </button>
        </div>
      ) : (
        <button type="submit" disabled={typeof preview === 'string'}>
          Review the payment
        </button>
      )}
    </form>
  );
};
