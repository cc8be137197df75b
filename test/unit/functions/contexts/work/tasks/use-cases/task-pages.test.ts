import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { TaskPage } from '../../../../../../../functions/contexts/work/tasks/ports';
import { pageThrough } from '../../../../../../../functions/contexts/work/tasks/use-cases/task-pages';
import {
  type CursorScope,
  type CursorState,
  decodeCursor,
  encodeCursor,
  MAX_CURSOR_LENGTH,
} from '../../../../../../../functions/platform/kernel/cursors';
import { InvalidRequestError } from '../../../../../../../functions/platform/kernel/errors';

const mine: CursorScope = { list: 'agent-tasks', owner: 'agt_0123456789abcdef0123456789abcdef', filter: null };
const state: CursorState = {
  after: { createdAt: '2026-06-01T12:00:00.000Z', taskId: 'task_0123456789abcdef0123456789abcdef' },
  offset: 20,
  total: 45,
};

const base64url = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value), 'utf8').toString('base64url');
const documentOf = (cursor: string) => JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));

const expectInvalid = (decode: () => unknown) => {
  expect(decode).toThrow(InvalidRequestError);
  expect(decode).toThrow(/^Invalid cursor$/);
};

describe('Task list cursors', () => {
  it('decode to the state they were made with, for the scope they were made for', () => {
    const cursor = encodeCursor(mine, state);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(cursor.length).toBeLessThan(MAX_CURSOR_LENGTH / 2);
    expect(decodeCursor(cursor, mine)).toEqual(state);
    const filtered: CursorScope = { list: 'open-tasks', owner: '', filter: 'PHOTO' };
    expect(decodeCursor(encodeCursor(filtered, state), filtered)).toEqual(state);
  });

  it('round-trip any position, offset and total', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00.000Z'), max: new Date('2999-12-31T23:59:59.999Z'), noInvalidDate: true }),
        fc.stringMatching(/^[A-Za-z0-9_-]{1,100}$/),
        fc.nat(),
        fc.nat(),
        fc.constantFrom<string | null>(null, 'PENDING', 'CANCELLED', 'PHOTO'),
        (date, taskId, offset, total, filter) => {
          const scope: CursorScope = { ...mine, filter };
          const made = { after: { createdAt: date.toISOString(), taskId }, offset, total };
          expect(decodeCursor(encodeCursor(scope, made), scope)).toEqual(made);
        },
      ),
    );
  });

  it.each([
    ['another agent', { ...mine, owner: 'agt_fedcba9876543210fedcba9876543210' }],
    ['another filter', { ...mine, filter: 'CANCELLED' }],
    ['the other list', { list: 'open-tasks', owner: '', filter: null }],
  ] as const)('are refused for %s', (_, scope) => {
    expectInvalid(() => decodeCursor(encodeCursor(mine, state), scope as CursorScope));
  });

  it('are refused when made for a filter and used without it', () => {
    expectInvalid(() => decodeCursor(encodeCursor({ ...mine, filter: 'PENDING' }, state), mine));
  });

  it.each([
    ['empty', ''],
    ['not base64url', 'abc$def'],
    ['padded base64', `${base64url({})}=`],
    ['not JSON', base64url('hello')],
    ['JSON that is not an object', base64url([1, 2, 3])],
    ['too long', 'A'.repeat(MAX_CURSOR_LENGTH + 1)],
  ])('are refused when %s', (_, cursor) => {
    expectInvalid(() => decodeCursor(cursor, mine));
  });

  it.each([
    ['another version', { v: 2 }],
    ['an unknown list', { l: 'x' }],
    ['an extra field', { pk: 'AGENT_TASKS#someone-else' }],
    ['a key separator in the task id', { k: ['2026-06-01T12:00:00.000Z', 'task_1#x'] }],
    ['a position that is no timestamp', { k: ['yesterday', 'task_1'] }],
    ['a position of one part', { k: ['2026-06-01T12:00:00.000Z'] }],
    ['a negative offset', { o: -1 }],
    ['a fractional total', { t: 1.5 }],
    ['a lower-case filter', { f: 'pending' }],
  ])('are refused when edited to hold %s', (_, edit) => {
    const edited = base64url({ ...documentOf(encodeCursor(mine, state)), ...edit });
    expectInvalid(() => decodeCursor(edited, mine));
  });

  it('refuse any other string as Invalid cursor, never with another error', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 300 }),
          fc.base64String({ maxLength: 300 }).map((text) => text.replace(/=+$/, '')),
        ),
        (text) => {
          try {
            decodeCursor(text, mine);
          } catch (error) {
            expect(error).toBeInstanceOf(InvalidRequestError);
            expect((error as Error).message).toBe('Invalid cursor');
          }
        },
      ),
    );
  });
});

describe('Paging a task list', () => {
  const task = (id: number) => ({ task_id: `task_${id}` }) as TaskPage['tasks'][number];
  const reader = (page: TaskPage) => ({ page: vi.fn(async () => page), count: vi.fn(async () => 45) });
  const next = { createdAt: '2026-06-01T11:00:00.000Z', taskId: 'task_20' };

  it('counts and reads from the offset without a cursor, and answers the cursor of the next page', async () => {
    const read = reader({ tasks: [task(1), task(2)], next });
    const listed = await pageThrough({ limit: 2, offset: 18 }, mine, read);
    expect(read.page).toHaveBeenCalledWith({ limit: 2, offset: 18 });
    expect(read.count).toHaveBeenCalledOnce();
    expect(listed.pagination).toEqual({ limit: 2, offset: 18, total: 45 });
    expect(decodeCursor(listed.nextCursor!, mine)).toEqual({ after: next, offset: 20, total: 45 });
  });

  it('reads after the cursor without counting: offset and total come from the cursor', async () => {
    const read = reader({ tasks: [task(21), task(22)] });
    const listed = await pageThrough({ limit: 2, offset: 0, cursor: encodeCursor(mine, state) }, mine, read);
    expect(read.page).toHaveBeenCalledWith({ limit: 2, offset: 0, after: state.after });
    expect(read.count).not.toHaveBeenCalled();
    expect(listed).toEqual({ tasks: [task(21), task(22)], pagination: { limit: 2, offset: 20, total: 45 }, nextCursor: null });
  });

  it('refuses an offset beside a cursor, and a cursor of another scope, before reading anything', async () => {
    const read = reader({ tasks: [] });
    await expect(pageThrough({ limit: 2, offset: 5, cursor: encodeCursor(mine, state) }, mine, read)).rejects.toThrow(
      'offset must be 0 or left out with a cursor',
    );
    await expect(pageThrough({ limit: 2, offset: 0, cursor: encodeCursor(mine, state) }, { ...mine, filter: 'PENDING' }, read)).rejects.toThrow(
      'Invalid cursor',
    );
    expect(read.page).not.toHaveBeenCalled();
  });
});
