import type { Schemas } from '../api';
import { appealOpen } from './dispute';
import { AUTOMATED_DECISIONS_HREF, when } from './ui';

type Task = Schemas['OperatorTask'];
type Review = NonNullable<Task['review']>;

/** The evidence checks in plain words: what each one asked of the photo. */
const CHECK_WORDS: Record<string, string> = {
  exists: 'The photo was uploaded',
  type_matches: 'The file is the image type it claims',
  decodes: 'The image opens and is large enough',
  not_duplicate: 'The photo is new',
  capture_time: 'Taken while you worked on the task',
  gps_location: "Taken at the task's place",
  in_window: 'Taken inside the work window',
  content_credentials: 'Its Content Credentials are valid, not AI',
};

const DECIDER: Record<Review['decided_by'], string> = { guardian: 'The Guardian (automated review)', agent: 'The agent', staff: 'Handoff staff' };

/** What the decision was, in words, by who took it and what they chose. */
const DECISION_WORDS: Record<string, string> = {
  'guardian:APPROVE': 'approved your proof',
  'guardian:UNSURE': 'sent your proof to the agent to review in person',
  'guardian:REJECT': 'sent your proof to the agent to review in person',
  'agent:APPROVE': 'approved your proof',
  'agent:REJECT': 'rejected your proof',
  'staff:RELEASE': 'released the reward to you',
  'staff:SPLIT': 'split the reward between you and the agent',
  'staff:REFUND': 'refunded the reward to the agent',
};

/** What the operator can do now, in words, from the task's state. */
const nextStep = (task: Task, review: Review): string => {
  if (appealOpen(task)) return 'You can appeal the rejection below, before the deadline: Handoff staff then review your photos and decide.';
  if (task.dispute && !task.dispute.resolution && task.dispute.appeal) return 'You appealed: Handoff staff will decide, and the outcome shows here.';
  if (task.status === 'MANUAL_REVIEW')
    return 'Nothing for now: the agent reviews your proof in person. If they reject it, you can appeal to Handoff staff.';
  if (review.decided_by === 'staff') return 'Staff decided your appeal: this is final.';
  if (task.status === 'CANCELLED') return 'The appeal window has closed.';
  return 'Nothing: your proof was accepted.';
};

/** Who decided on the proof, when, why, and every check and requirement with its result, in plain words. */
export const DecisionPanel = ({ review, task }: { review: Review; task: Task }) => (
  <section class="step decision" aria-labelledby="decision-heading" data-testid="decision">
    <h2 id="decision-heading">Why this decision</h2>
    <p class="outcome">
      {DECIDER[review.decided_by]} {DECISION_WORDS[`${review.decided_by}:${review.decision}`] ?? review.decision} on {when(review.decided_at)}.
    </p>
    <p class="quote">{review.reasoning}</p>
    {review.checks.length > 0 && (
      <>
        <h3>What was checked</h3>
        <ul class="checks">
          {review.checks.map((check) => (
            <li class={check.passed ? 'passed' : 'failed'}>
              <strong>
                {check.passed ? 'Passed' : 'Failed'}: {CHECK_WORDS[check.name] ?? check.name}
              </strong>{' '}
              <span class="muted">({check.name})</span>
              {!check.passed && <span class="detail">{check.detail}</span>}
            </li>
          ))}
        </ul>
      </>
    )}
    {review.requirements.length > 0 && (
      <>
        <h3>Each requirement</h3>
        <ul class="checks">
          {review.requirements.map((requirement) => (
            <li class={requirement.met ? 'passed' : 'failed'}>
              <strong>
                {requirement.met ? 'Met' : 'Not met'}: {requirement.requirement}
              </strong>
              <span class="detail">{requirement.reason}</span>
            </li>
          ))}
        </ul>
      </>
    )}
    <h3>What you can do</h3>
    <p data-testid="next-step">{nextStep(task, review)}</p>
    <p class="muted">
      <a href={AUTOMATED_DECISIONS_HREF}>How proof is decided</a>: what the Guardian checks, what it may decide alone, and how a person reviews it.
    </p>
  </section>
);
