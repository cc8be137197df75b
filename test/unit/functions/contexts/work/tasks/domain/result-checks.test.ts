import { describe, expect, it } from 'vitest';
import { checkResult, compiledSchemaCount } from '../../../../../../../functions/contexts/work/tasks/domain/result-checks';
import { parseResultSchema } from '../../../../../../../functions/contexts/work/tasks/domain/result-schemas';
import { STORE_CHECK_SCHEMA } from '../../../../../../support/result-schema';

const schema = STORE_CHECK_SCHEMA;

describe('checkResult', () => {
  const parsed = parseResultSchema(schema);

  it('takes a result that matches', () => {
    expect(checkResult(parsed, { open: true, price: 2.5, state: 'tidy' })).toEqual({ open: true, price: 2.5, state: 'tidy' });
  });

  it.each([
    [{ price: 1 }, '/open is required'],
    [{ open: 'yes', price: 1 }, '/open must be boolean'],
    [{ open: true, price: -1 }, '/price must be >= 0'],
    [{ open: true, price: 1, shelves: 2.5 }, '/shelves must be integer'],
    [{ open: true, price: 1, state: 'dirty' }, '/state must be one of tidy, messy'],
    [{ open: true, price: 1, note: 'x'.repeat(21) }, '/note must NOT have more than 20 characters'],
    [{ open: true, price: 1, extra: 1 }, '/extra is not a field of result_schema'],
  ])('refuses %j with the JSON pointer and the reason', (result, problem) => {
    expect(() => checkResult(parsed, result)).toThrow(`result does not match result_schema: ${problem}`);
  });

  it('bounds strings the schema leaves unbounded', () => {
    const free = parseResultSchema({ type: 'object', properties: { text: { type: 'string' } } });
    expect(() => checkResult(free, { text: 'x'.repeat(1001) })).toThrow('/text must NOT have more than 1000 characters');
  });

  it('compiles a schema once, however often results are checked against it', () => {
    const again = parseResultSchema({ type: 'object', properties: { once: { type: 'boolean' } } });
    checkResult(again, { once: true });
    const compiled = compiledSchemaCount();
    for (let i = 0; i < 5; i++) checkResult(parseResultSchema({ type: 'object', properties: { once: { type: 'boolean' } } }), { once: false });
    expect(compiledSchemaCount()).toBe(compiled);
  });
});
