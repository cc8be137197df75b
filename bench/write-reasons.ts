/**
 * Why each write a completed task makes is needed, by the operation (function) that makes it and
 * the item's kind (bench/partitions.ts: itemKind). The bench prints the reason beside the measured
 * units (bench/writes.ts); a write measured with no reason here is printed as such, so a new write
 * has to say why it exists. "txn" writes cost twice: each says why it must be in its transaction.
 */

const TASK_MOVE = 'the status change, conditioned on status and version (races settled here); its index keys move with it';
const EVENT = 'outbox: the status-change event commits with the change it reports, so a crash loses no callback';
const BALANCE = "money: a balance changed with a never-below-zero condition, in the journal entry's transaction";
const LINE =
  "money: the account's statement line of the posting, in the same transaction (written once, keyed by entry); each carries the whole journal entry, " +
  'so the journal is its lines: no entry item beside them (an entry id is refused where any of its accounts has a line of it, and each id names one of its accounts), ' +
  "and the audit reads the entry from its first account's line";

const REPORT =
  "a plain write once the move has committed, by its winner alone (never twice); no condition or answer of the move depends on it, so it need not share the move's transaction (a crash in between loses one count, never money)";

import { BACKGROUND_FUNCTIONS, WORKFLOW_STEPS } from '../functions/manifest/workflows';

export const WRITE_REASONS: Record<string, Record<string, string>> = {
  'contexts/work/creation/api/create-task': {
    'TASK/TASK': `${TASK_MOVE}; created with the escrow hold, so no task exists unfunded`,
    'TASK/TASK_CONTENT': 'what is written once (title, description, callback), kept off the item every move rewrites (under 1 KB)',
    'ACCOUNT/BALANCE': `${BALANCE} (agent balance to escrow)`,
    'ACCOUNT/LINE': LINE,
    'AGENT/USAGE': "tier limits: the day's task and spend counters, conditioned, in the escrow hold's transaction",
    'AGENT/AUDIT': "the agent's audit log: what one of its keys did, committed with it (never a change without its entry)",
    'AGENT/KEY':
      "the key's last use (last_used_at, shown to the owner before revoking a key): best effort, at most once per key every 5 minutes per function instance, so a tenth of a task here",
    // No TASK/CREATED_EVENT: the task.created outbox item is written only for an agent that may hold a
    // webhook endpoint (Agent.webhooks_used not false), and the bench's agent has none.
  },
  'contexts/work/tasks/api/operator/accept': {
    'TASK/TASK': `${TASK_MOVE} (the claim: leaves the open list, enters the operator's work, approval timer)`,
    'TASK/EVENT': EVENT,
    'OPERATOR/PROFILE': "the operator's open claims, below the limit by condition, with the claim",
  },
  'contexts/work/tasks/api/agent/approve-estimate': {
    'TASK/TASK': TASK_MOVE,
    'TASK/EVENT': EVENT,
  },
  'contexts/work/tasks/api/operator/start': {
    'TASK/TASK': TASK_MOVE,
    'TASK/EVENT': EVENT,
  },
  'contexts/work/tasks/api/operator/request-photo': {
    'TASK/PHOTOS_ASKED': "the photo limit's counter per claimant, conditioned (plain write: no money rides on it)",
    'TASK/PHOTO': 'the upload record (storage key, type, size) the submit and the Guardian read (plain write after the counter)',
  },
  'contexts/work/tasks/api/operator/submit': {
    'TASK/TASK': TASK_MOVE,
    'TASK/TASK_CONTENT': 'the proof (photos, notes), with the move that submits it',
    'TASK/EVENT': EVENT,
    'TASK/PHOTO': 'the evidence fixed at submit (SHA-256, evidence and agent copies), with the move: the Guardian reviews exactly these bytes',
    'OPERATOR/PROFILE': "the claim leaves the operator's open claims (the limit counts work in hand)",
    'PHOTO_SHA256/CLAIM': 'the image claimed by its first proof (duplicate check); a plain write before the move, first writer wins',
  },
  [WORKFLOW_STEPS.reviewProof.handler]: {
    'TASK/TASK': `${TASK_MOVE} (SUBMITTED to VERIFIED)`,
    'TASK/TASK_CONTENT':
      "the Guardian's verdict (decision, checks, requirements), with the move it decides: the verdict stored compact (its lists as arrays, Brotli-compressed JSON; " +
      'tasks/store/verdict-item.ts) keeps the item under 1 KB, and is read back as it was given, so every answer is the same',
    'TASK/EVENT': EVENT,
    'PHOTO_HASH/*': 'the near-duplicate fingerprint, one item per band of 16 bits (4), plain writes before the comparison',
    'PHOTO_PIXELS/CLAIM': 'an image too plain to fingerprint, claimed by its decoded pixels (duplicate check); a plain write, first writer wins',
  },
  [WORKFLOW_STEPS.finalize.handler]: {
    'TASK/TASK': `${TASK_MOVE} (VERIFIED to COMPLETED, final status into the agent's list)`,
    'TASK/EVENT': EVENT,
    'ACCOUNT/BALANCE': `${BALANCE} (escrow to operator and fee)`,
    'ACCOUNT/LINE': LINE,
    'OPERATOR/PROFILE': `the operator's completed-task count: ${REPORT}`,
    'AGENT/PROFILE': `the agent's completed-task count: ${REPORT}`,
    'COMPLETIONS/*': `the completion record quotes are priced from (a put keyed by the task): ${REPORT}`,
  },
  'contexts/delivery/delivery/sender/send': {
    'TASK/EVENT': "each callback's delivery result (status, attempts, response code) on its event: the agent's delivery log (plain write)",
  },
  [BACKGROUND_FUNCTIONS.timers.handler]: {
    'TASK/TASK': "the callback check settled: the task's timer entry cleared or moved (plain write)",
  },
};
