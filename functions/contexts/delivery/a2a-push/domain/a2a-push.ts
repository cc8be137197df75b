/**
 * A2A push notifications (A2A §4.3): what a config may hold, and how a Handoff task's status reads as
 * an A2A task status, in a push's statusUpdate as in the task the A2A interface answers.
 */
import { type TaskStatus as A2aTaskStatus, type Message, Role, TaskState, type TaskStatusUpdateEvent } from '@a2a-js/sdk';
import type { TaskStatus } from '../../../work/tasks/domain';

/** The header a push notification carries its config's token in (A2A §4.3, the SDK's sender's name). */
export const A2A_NOTIFICATION_TOKEN_HEADER = 'X-A2A-Notification-Token';
/**
 * The authentication schemes a push notification config may ask for (A2A AuthenticationInfo, the
 * scheme case-insensitive): Bearer, its credentials sent as `Authorization: Bearer <credentials>`.
 */
export const PUSH_AUTH_SCHEMES = ['Bearer'] as const;
/** A task holds at most this many push notification configs: each status change is one POST to each. */
export const MAX_PUSH_CONFIGS_PER_TASK = 5;

/** What one push notification config may hold: bounds that keep its key and item within DynamoDB's limits. */
export const PUSH_CONFIG_LIMITS = { idPattern: /^[A-Za-z0-9._:-]{1,128}$/, urlLength: 2048, tokenLength: 512, credentialsLength: 2048 } as const;

/**
 * The one mapping from a Handoff task's status to an A2A task state. The agent's turn
 * (an estimate to approve, a proof the Guardian left to it) is input-required; everything an
 * operator, the Guardian or staff is doing is working. failed and rejected are never answered: a
 * request Handoff refuses (screening, balance, limits) makes no task, so it is a JSON-RPC error.
 */
export const A2A_STATE_OF: Readonly<Record<TaskStatus, TaskState>> = {
  PENDING: TaskState.TASK_STATE_SUBMITTED,
  ESTIMATE_PENDING: TaskState.TASK_STATE_INPUT_REQUIRED,
  ACCEPTED: TaskState.TASK_STATE_WORKING,
  IN_PROGRESS: TaskState.TASK_STATE_WORKING,
  SUBMITTED: TaskState.TASK_STATE_WORKING,
  VERIFIED: TaskState.TASK_STATE_WORKING,
  MANUAL_REVIEW: TaskState.TASK_STATE_INPUT_REQUIRED,
  DISPUTED: TaskState.TASK_STATE_WORKING,
  HELD: TaskState.TASK_STATE_WORKING,
  COMPLETED: TaskState.TASK_STATE_COMPLETED,
  CANCELLED: TaskState.TASK_STATE_CANCELED,
};

/** What the agent is asked to do next in each status, said in the A2A status message. */
const NEXT_STEP: Readonly<Record<TaskStatus, string>> = {
  PENDING: 'Waiting for an operator to claim it.',
  ESTIMATE_PENDING: 'An operator sent an estimate: approve or reject it (POST /api/v1/tasks/{id}/estimate/approve or /reject).',
  ACCEPTED: 'An operator accepted it.',
  IN_PROGRESS: 'The operator is doing it.',
  SUBMITTED: 'Proof submitted; the Guardian is checking it.',
  VERIFIED: 'Proof verified; the payment is being released.',
  MANUAL_REVIEW: 'The proof needs your review: approve or reject it (POST /api/v1/tasks/{id}/verify).',
  DISPUTED: 'Disputed; staff decide it.',
  HELD: 'Held for a safety review by staff.',
  COMPLETED: 'Done: the result is in the task artifact.',
  CANCELLED: 'Cancelled; the escrow went back to your balance.',
};

/** A text message of the agent (Handoff) in a task's conversation. */
export const textMessage = (text: string, ids: { taskId?: string; contextId?: string; messageId: string }): Message => ({
  messageId: ids.messageId,
  contextId: ids.contextId ?? '',
  taskId: ids.taskId ?? '',
  role: Role.ROLE_AGENT,
  parts: [{ content: { $case: 'text', value: text }, metadata: undefined, filename: '', mediaType: 'text/plain' }],
  metadata: undefined,
  extensions: [],
  referenceTaskIds: [],
});

/** A Handoff task's status as an A2A task status: its state, and a message saying what comes next. */
export const a2aTaskStatus = (taskId: string, status: TaskStatus, timestamp: string | undefined): A2aTaskStatus => ({
  state: A2A_STATE_OF[status],
  message: textMessage(`${status}: ${NEXT_STEP[status]}`, { taskId, contextId: taskId, messageId: `${taskId}-${status}` }),
  timestamp,
});

/** A status change as a push notification's event (A2A §4.3: a StreamResponse's statusUpdate). */
export const statusUpdate = (change: { taskId: string; status: TaskStatus; timestamp: string }): TaskStatusUpdateEvent => ({
  taskId: change.taskId,
  contextId: change.taskId,
  status: a2aTaskStatus(change.taskId, change.status, change.timestamp),
  metadata: { handoff_status: change.status },
});
