import { describe, expect, it } from 'vitest';
import { DISPATCH_FILTER_PATTERNS } from '../../../../../functions/manifest/workflows';
import { eventFilter } from '../../../../../functions/platform/workflow/event-filter';

const insert = (image: Record<string, unknown>) => ({ eventName: 'INSERT', dynamodb: { NewImage: image } });

describe('eventFilter', () => {
  const dispatches = eventFilter(DISPATCH_FILTER_PATTERNS);

  it("passes the records the dispatcher's filter criteria pass in AWS", () => {
    expect(dispatches(insert({ pk: { S: 'TASK#1' }, sk: { S: 'EVENT#0002' }, status: { S: 'SUBMITTED' } }))).toBe(true);
    expect(dispatches(insert({ pk: { S: 'TASK#1' }, sk: { S: 'EVENT#0007' }, status: { S: 'COMPLETED' } }))).toBe(true);
    expect(dispatches(insert({ pk: { S: 'TASK#1' }, sk: { S: 'TASK' }, sandbox: { BOOL: true }, status: { S: 'PENDING' } }))).toBe(true);
  });

  it('drops what the filter criteria drop: other items, status changes that start nothing, real or held task inserts, updates and removals', () => {
    expect(dispatches(insert({ pk: { S: 'TASK#1' }, sk: { S: 'EVENT#0002' }, status: { S: 'ACCEPTED' } }))).toBe(false);
    expect(dispatches(insert({ pk: { S: 'AGENT#1' }, sk: { S: 'PROFILE' } }))).toBe(false);
    expect(dispatches(insert({ pk: { S: 'TASK#1' }, sk: { S: 'TASK' }, sandbox: { BOOL: false }, status: { S: 'PENDING' } }))).toBe(false);
    // A sandbox task created HELD (screening's doubt) starts no simulated run.
    expect(dispatches(insert({ pk: { S: 'TASK#1' }, sk: { S: 'TASK' }, sandbox: { BOOL: true }, status: { S: 'HELD' } }))).toBe(false);
    expect(dispatches({ eventName: 'MODIFY', dynamodb: { NewImage: { sk: { S: 'EVENT#0002' } } } })).toBe(false);
    expect(dispatches({ eventName: 'REMOVE', dynamodb: {} })).toBe(false);
  });

  it('refuses at start a rule it would misread', () => {
    expect(() => eventFilter([{ size: [{ numeric: ['>', 1] }] }])).toThrow('Filter rule not supported locally');
  });
});
