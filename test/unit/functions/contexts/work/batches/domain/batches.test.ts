import { describe, expect, it } from 'vitest';
import { checkConsensusRule, consensusOf, countsOf, newBatch } from '../../../../../../../functions/contexts/work/batches/domain/batches';
import type { Task, TaskStatus } from '../../../../../../../functions/contexts/work/tasks/domain/tasks';

const seat = (status: TaskStatus, result?: unknown, completedAt?: string) => ({
  status,
  ...(completedAt ? { completed_at: completedAt } : {}),
  ...(result === undefined ? {} : { result }),
});
const done = (open: unknown, minute: number) => seat('COMPLETED', { open }, `2026-06-01T12:${String(minute).padStart(2, '0')}:00.000Z`);
const rule = { field: 'open', min_agreement: 2 };

describe('consensusOf: the agreed answer of a batch', () => {
  it('is reached as soon as min_agreement COMPLETED seats give the same answer', () => {
    expect(consensusOf(rule, [done(true, 1), seat('PENDING'), done(true, 3)])).toEqual({ field: 'open', value: true, agreeing: 2, reached: true });
  });

  it('is not reached by one answer, nor by answers that differ; value stays null and agreeing is the largest group', () => {
    expect(consensusOf(rule, [done(true, 1)])).toEqual({ field: 'open', value: null, agreeing: 1, reached: false });
    expect(consensusOf(rule, [done(true, 1), done(false, 2)])).toEqual({ field: 'open', value: null, agreeing: 1, reached: false });
    expect(consensusOf(rule, [])).toEqual({ field: 'open', value: null, agreeing: 0, reached: false });
  });

  it('counts only COMPLETED seats: submitted or disputed results do not vote', () => {
    const seats = [done('yes', 1), seat('SUBMITTED', { open: 'yes' }), seat('DISPUTED', { open: 'yes' })];
    expect(consensusOf(rule, seats).reached).toBe(false);
  });

  it('ignores seats without an answer for the field (no result, missing, null, objects)', () => {
    const seats = [
      seat('COMPLETED', undefined, '2026-06-01T12:01:00.000Z'),
      done(null, 2),
      done({ nested: 1 }, 3),
      seat('COMPLETED', { other: 1 }, '2026-06-01T12:04:00.000Z'),
    ];
    expect(consensusOf(rule, seats)).toEqual({ field: 'open', value: null, agreeing: 0, reached: false });
  });

  it('compares text trimmed and case-folded, and reports the first agreeing seat’s answer as written', () => {
    expect(consensusOf(rule, [done(' Open ', 1), done('open', 2)])).toMatchObject({ value: ' Open ', reached: true });
  });

  it('keeps numbers, text and booleans apart: 1, "1" and true do not agree', () => {
    expect(consensusOf(rule, [done(1, 1), done('1', 2), done(true, 3)]).reached).toBe(false);
  });

  it('once reached, keeps the value whose min_agreement-th seat completed first, whatever completes later', () => {
    const seats = [done('no', 1), done('yes', 2), done('yes', 3), done('no', 4), done('no', 5)];
    expect(consensusOf(rule, seats)).toEqual({ field: 'open', value: 'yes', agreeing: 2, reached: true });
    // The order of the list does not matter: completion time does.
    expect(consensusOf(rule, [...seats].reverse())).toMatchObject({ value: 'yes' });
  });

  it('counts later agreeing seats in agreeing', () => {
    expect(consensusOf(rule, [done(7, 1), done(7, 2), done(7, 3)])).toMatchObject({ value: 7, agreeing: 3 });
  });
});

describe('countsOf: seats by status', () => {
  it('lists every status, 0 where no seat is', () => {
    const counts = countsOf([seat('PENDING'), seat('PENDING'), seat('COMPLETED')]);
    expect(counts.PENDING).toBe(2);
    expect(counts.COMPLETED).toBe(1);
    expect(counts.CANCELLED).toBe(0);
    expect(counts.HELD).toBe(0);
    expect(Object.keys(counts)).toHaveLength(11);
  });
});

describe('checkConsensusRule: the rule must fit the batch', () => {
  it('takes min_agreement from 2 up to the seats', () => {
    expect(() => checkConsensusRule({ field: 'open', min_agreement: 3 }, 3)).not.toThrow();
    expect(() => checkConsensusRule({ field: 'open', min_agreement: 4 }, 3)).toThrow('consensus.min_agreement must be between 2 and seats (3)');
    expect(() => checkConsensusRule({ field: 'open', min_agreement: 1 }, 3)).toThrow('consensus.min_agreement must be between 2 and seats (3)');
  });

  it('needs the field among result_schema properties when the task has a schema', () => {
    const schema = { properties: { open: { type: 'boolean' } } };
    expect(() => checkConsensusRule({ field: 'open', min_agreement: 2 }, 3, schema)).not.toThrow();
    expect(() => checkConsensusRule({ field: 'price', min_agreement: 2 }, 3, schema)).toThrow(
      'consensus.field must be a property of result_schema: price',
    );
    // Inherited names are no properties.
    expect(() => checkConsensusRule({ field: 'toString', min_agreement: 2 }, 3, schema)).toThrow();
  });
});

describe('newBatch: the batch of drafted seats', () => {
  it('holds every seat’s escrow and lists the seats in order', () => {
    const seats = [1, 2, 3].map((n) => ({ task_id: `task_${n}`, agent_id: 'agt_1', escrow_cents: 1_100, sandbox: false }) as Task);
    expect(newBatch('batch_1', seats, rule, new Date('2026-06-01T12:00:00.000Z'))).toEqual({
      batch_id: 'batch_1',
      agent_id: 'agt_1',
      task_ids: ['task_1', 'task_2', 'task_3'],
      consensus: rule,
      total_escrow_cents: 3_300,
      sandbox: false,
      created_at: '2026-06-01T12:00:00.000Z',
    });
  });
});
