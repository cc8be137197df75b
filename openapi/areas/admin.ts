import { errors } from '../../functions/core/errors';
import type { Area } from '../operation';

export const admin: Area = {
  tag: { name: 'Admin', description: 'Back-office decisions (operator KYC, disputes) and records' },
  operations: {
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
      errors: { 404: errors.operatorNotFound().message },
    },
    'GET /api/v1/admin/operators/{id}': {
      operationId: 'getOperatorRecord',
      summary: "An operator's record (back office): KYC status, tasks completed, disputes won, lost and split, rating",
      params: { id: 'The operator_id' },
      responses: { 200: 'The record' },
      errors: { 404: errors.operatorNotFound().message },
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
        400: `\`${errors.splitAmountRequired().message}\`, or \`operator_amount_usd must be above 0 and below the reward ($<reward>)\``,
        404: errors.taskNotDisputed().message,
      },
    },
  },
};
