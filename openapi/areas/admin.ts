import { agentErrors } from '../../functions/contexts/accounts/agents/errors';
import { operatorErrors } from '../../functions/contexts/accounts/operators/errors';
import { staffErrors } from '../../functions/contexts/accounts/staff/errors';
import { disputeErrors } from '../../functions/contexts/work/disputes/errors';
import { CANCELLED_ON_SUSPENSION } from '../../functions/contexts/work/tasks/domain';
import { taskErrors } from '../../functions/contexts/work/tasks/errors';
import { platformErrors } from '../../functions/platform/kernel/errors';
import type { Area } from '../operation';

export const admin: Area = {
  tag: { name: 'Admin', description: 'Back-office decisions (operator KYC, disputes, agent suspension), staff accounts, records and the audit log' },
  operations: {
    'GET /api/v1/admin/disputes': {
      operationId: 'listDisputes',
      summary: 'DISPUTED tasks, oldest dispute first (back office)',
      description:
        'Only DISPUTED real tasks, each with its dispute as its agent and operator see it. `appealed=true`: only those the ' +
        'operator appealed (they wait for the back office; nothing resolves them otherwise); `appealed=false`: only those ' +
        'not (yet) appealed, which refund themselves at `appeal_deadline`; left out: both, merged by `disputed_at`. Each ' +
        'queue is an index partition read from the cursor, so a page costs about `limit` reads. `limit` 1 to 100 (default 20).',
      params: { appealed: 'true or false', limit: 'Page size, 1 to 100', cursor: 'From `next_cursor`' },
      responses: { 200: 'A page of disputes' },
      errors: { 400: `Validation failure, or \`${platformErrors.invalidCursor().message}\`` },
    },
    'GET /api/v1/admin/safety/held': {
      operationId: 'listHeldTasks',
      summary: 'HELD tasks waiting for a safety decision, oldest hold first (back office)',
      description:
        "Each task held by screening or by operators' reports, with its `hold` (reason, category, held_at), the `purpose` " +
        'its agent gave, and every operator report (reason, details, operator, time: the agent sees none of them). ' +
        'Decide with `release` or `refuse`; a task nobody decides within SAFETY_HOLD_HOURS of its hold is cancelled and ' +
        'refunded by itself. The queue is one index partition read from the cursor.',
      params: { limit: 'Page size, 1 to 100', cursor: 'From `next_cursor`' },
      responses: { 200: 'A page of the queue' },
      errors: { 400: `Validation failure, or \`${platformErrors.invalidCursor().message}\`` },
    },
    'POST /api/v1/admin/tasks/{id}/release': {
      operationId: 'releaseHeldTask',
      summary: 'Release a HELD task: open to operators (back office)',
      description:
        'The task becomes PENDING, its escrow as it was, and operators see it again; its `hold` stays on the task for the ' +
        'record. The callback fires. Recorded in the audit log as `hold_release`.',
      params: { id: 'The task_id' },
      responses: { 200: 'Released' },
      errors: { 404: taskErrors.taskNotHeld().message },
    },
    'POST /api/v1/admin/tasks/{id}/refuse': {
      operationId: 'refuseHeldTask',
      summary: 'Refuse a HELD task: cancelled, the whole escrow refunded (back office)',
      description:
        "The task becomes CANCELLED and its whole escrow (reward and fee) returns to the agent's deposit balance " +
        '(`refunded_usd`) in one transaction with its ledger entries. The callback fires. `reason` is recorded in the ' +
        'audit log as `hold_refusal`.',
      params: { id: 'The task_id' },
      responses: { 200: 'Refused and refunded' },
      errors: { 400: 'Validation failure: `reason is required`', 404: taskErrors.taskNotHeld().message },
    },
    'GET /api/v1/admin/kyc': {
      operationId: 'listKycQueue',
      summary: 'Operators whose KYC documents wait for staff, oldest submission first (back office)',
      description:
        'Each operator who submitted documents (`POST /operator/kyc/submit`) and has no decision since, with each document ' +
        'as a presigned GET valid for an hour: the documents are in a private prefix of the bucket and only admin routes ' +
        'hand out their URLs. Decide with `POST /admin/operators/{id}/kyc`, which takes the operator off the queue.',
      params: { limit: 'Page size, 1 to 100', cursor: 'From `next_cursor`' },
      responses: { 200: 'A page of the queue' },
      errors: { 400: `Validation failure, or \`${platformErrors.invalidCursor().message}\`` },
    },
    'POST /api/v1/admin/admins': {
      operationId: 'createStaffAccount',
      summary: 'Invite a staff member to the back office',
      description:
        'Creates a staff account (one per email address, lower-cased) and its login in the staff user pool: Cognito mails ' +
        'a temporary password (locally the user-pool emulator, whose mail `GET /dev/emails` shows), and the first sign-in at ' +
        '`/admin/` sets a password (`NEW_PASSWORD_REQUIRED`). Recorded in the audit log as `staff_created`.',
      responses: { 201: 'Invited' },
      errors: { 409: staffErrors.staffEmailTaken().message },
    },
    'GET /api/v1/admin/audit': {
      operationId: 'listAdminAudit',
      summary: 'Every admin action, newest first (back office)',
      description:
        '`kyc_decision`, `dispute_resolution`, `staff_created`, `agent_suspended` and `agent_unsuspended`, each written in ' +
        'the same transaction as the action, and `kyc_documents_viewed`, written before the KYC queue hands out links to an ' +
        "operator's identity documents, with `actor` the staff email or `admin-key`, `target` the operator_id, task_id, " +
        'admin_id or agent_id, and `detail` what was decided or shown.',
      params: { limit: 'Page size, 1 to 100', cursor: 'From `next_cursor`' },
      responses: { 200: 'A page of the audit log' },
      errors: { 400: `Validation failure, or \`${platformErrors.invalidCursor().message}\`` },
    },
    'POST /api/v1/admin/operators/{id}/kyc': {
      operationId: 'recordKycDecision',
      summary: "Record the outcome of an operator's identity check (back office)",
      description:
        "Sets the operator's `kyc_status` to `APPROVED` or `REJECTED` and records when. Only `APPROVED` operators can " +
        'accept, start and submit tasks and request payouts; the operator routes enforce the new status from the next ' +
        "request. A rejection also returns the operator's open claims (ESTIMATE_PENDING, ACCEPTED, IN_PROGRESS) to " +
        'PENDING, each with its callback. A later decision replaces an earlier one.',
      params: { id: 'The operator_id' },
      responses: { 200: 'Recorded' },
      errors: { 404: operatorErrors.operatorNotFound().message },
    },
    'GET /api/v1/admin/operators/{id}': {
      operationId: 'getOperatorRecord',
      summary: "An operator's record (back office): KYC status, tasks completed, disputes won, lost and split, rating",
      params: { id: 'The operator_id' },
      responses: { 200: 'The record' },
      errors: { 404: operatorErrors.operatorNotFound().message },
    },
    'GET /api/v1/admin/agents/{id}': {
      operationId: 'getAgentRecord',
      summary:
        "An agent's record (back office): the account, tasks completed and disputed as operators see them, disputes open now, its suspension and suspension history",
      params: { id: 'The agent_id' },
      responses: { 200: 'The record' },
      errors: { 404: agentErrors.agentNotFound().message },
    },
    'POST /api/v1/admin/agents/{id}/suspend': {
      operationId: 'suspendAgent',
      summary: 'Suspend an agent (back office): its keys and tokens only read, its open tasks are cancelled and refunded, its owner is mailed',
      description:
        'From the next request, every API key and OAuth access token of the agent (REST, `/mcp` and its tools) answers 403 ' +
        '`Agent suspended: <reason>` on every route but reading its tasks (and their batches, callbacks and messages, its ' +
        `templates), balance, wallet and deposits; no task of it can be created any more. Its ${CANCELLED_ON_SUSPENSION.join(', ')} ` +
        'tasks are CANCELLED, each with its whole escrow (reward and fee) refunded and its callback (`cancelled`); work an ' +
        "operator has claimed (ACCEPTED, IN_PROGRESS, SUBMITTED...) goes on and is paid. The owner (the agent's email) is " +
        "mailed the reason. Recorded in the audit log as `agent_suspended` and in the agent's suspension history. " +
        'Suspending a suspended agent answers 200 with the suspension as it stands (its first reason, nothing audited again) ' +
        'and cancels whatever open work is left, so a call that failed half-way is finished by calling it again.',
      params: { id: 'The agent_id' },
      responses: { 200: 'Suspended' },
      errors: { 404: agentErrors.agentNotFound().message },
    },
    'POST /api/v1/admin/agents/{id}/unsuspend': {
      operationId: 'unsuspendAgent',
      summary: "Lift an agent's suspension (back office)",
      description:
        "The agent's keys and tokens work again from the next request. Tasks the suspension cancelled stay cancelled. " +
        'Recorded in the audit log as `agent_unsuspended` and in the suspension history; an agent that is not suspended ' +
        'answers 200 as it is, and nothing is recorded.',
      params: { id: 'The agent_id' },
      responses: { 200: 'Not suspended' },
      errors: { 404: agentErrors.agentNotFound().message },
    },
    'GET /api/v1/admin/tasks/{id}': {
      operationId: 'getTaskForStaff',
      summary: "A task as the back office judges its dispute: the agent's view, the Guardian's result, the operator's original photos",
      description:
        "`task` is the task as its agent sees it (`GET /api/v1/tasks/{id}`): the proof, the Guardian's checks and verdict, " +
        "the agent's reason and the operator's appeal. `originals` are presigned GETs of the photos exactly as the operator " +
        'uploaded them (the evidence the Guardian reviewed), handed out on admin routes only and kept after a refund withdrew ' +
        "the agent's copies.",
      params: { id: 'The task_id' },
      responses: { 200: 'The task' },
      errors: { 404: taskErrors.taskNotFound().message },
    },
    'POST /api/v1/admin/tasks/{id}/resolve': {
      operationId: 'resolveDispute',
      summary: 'End a dispute (back office): refund the agent, release to the operator, or split',
      description:
        '`refund`: CANCELLED, the whole escrow (reward and fee) back to the agent (`refunded_usd`). `release`: COMPLETED ' +
        'as a normal completion (the reward to the operator, the fee to the platform). `split`: COMPLETED, ' +
        '`operator_amount_usd` (above 0, below the reward) to the operator, the platform fee in proportion to the share ' +
        'of the reward paid (fee × share ÷ reward, rounded to the nearest cent, halves up), and the rest refunded to the ' +
        'agent (`refunded_usd`). Each outcome is one transaction with ledger entries derived from the task; the callback ' +
        'fires. Possible while DISPUTED, appealed or not.',
      params: { id: 'The task_id' },
      responses: { 200: 'Resolved' },
      errors: {
        400: `\`${disputeErrors.splitAmountRequired().message}\`, or \`operator_amount_usd must be above 0 and below the reward ($<reward>)\``,
        404: taskErrors.taskNotDisputed().message,
      },
    },
  },
};
