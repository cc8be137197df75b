import type { Task, TaskStatus } from '../../tasks/domain';

/**
 * Messages between the agent and the operator of a task. An operator's text is data from a person:
 * the service stores, lists and forwards it and never acts on what it says.
 */

export const MESSAGE_SENDERS = ['agent', 'operator'] as const;
export type MessageSender = (typeof MESSAGE_SENDERS)[number];

/** The longest text, in Unicode code points (an emoji counts once, as a person counts it). */
export const MAX_MESSAGE_LENGTH = 2000;

/** Per sender and task: enough for a conversation, too few to flood a person's phone. */
export const MESSAGE_RATE = { limit: 20, windowMs: 10 * 60 * 1000 } as const;

/** The statuses in which a task has an operator to talk to (ESTIMATE_PENDING through DISPUTED). */
export const MESSAGING_STATUSES: readonly TaskStatus[] = [
  'ESTIMATE_PENDING',
  'ACCEPTED',
  'IN_PROGRESS',
  'SUBMITTED',
  'VERIFIED',
  'COMPLETED',
  'MANUAL_REVIEW',
  'DISPUTED',
];

export interface Message {
  message_id: string;
  task_id: string;
  from: MessageSender;
  /** The operator of the conversation: the task's operator when it was sent, whichever side sent it. */
  operator_id: string;
  text: string;
  created_at: string;
}

/** Who sends or reads: the task's agent, or an operator. */
export type Party = { kind: 'agent'; agentId: string } | { kind: 'operator'; operatorId: string };

/**
 * Whether `party` may send and read messages on `task`: it is in a messaging status with an
 * operator, and the party is its agent or its current operator (a released one no longer is).
 */
export const mayMessage = (task: Task | undefined, party: Party): task is Task & { operator: NonNullable<Task['operator']> } =>
  task !== undefined &&
  task.operator !== undefined &&
  MESSAGING_STATUSES.includes(task.status) &&
  (party.kind === 'agent' ? task.agent_id === party.agentId : task.operator.id === party.operatorId);

/** The rate-limit window `now` falls in: its start (the counter's name) and the seconds until the next one. */
export const rateWindow = (now: Date): { start: string; retryAfterSeconds: number } => {
  const start = Math.floor(now.getTime() / MESSAGE_RATE.windowMs) * MESSAGE_RATE.windowMs;
  return { start: new Date(start).toISOString(), retryAfterSeconds: (start + MESSAGE_RATE.windowMs - now.getTime()) / 1000 };
};

/**
 * Characters a message may not hold: control characters other than tab and line breaks, lone
 * surrogates (not text, and not storable as UTF-8), and the bidirectional overrides and isolates
 * that make text display in another order than it reads (a spoofing tool, never needed to chat).
 */
const FORBIDDEN = /(?![\t\n\r])\p{Cc}|\p{Cs}|[\u202A-\u202E\u2066-\u2069]/u;

/** A text's length as a person counts it: Unicode code points. */
export const messageLength = (text: string): number => [...text].length;

export const holdsForbiddenCharacters = (text: string): boolean => FORBIDDEN.test(text);
