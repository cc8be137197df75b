import { describe, expect, it } from 'vitest';
import { parseResultSchema, syntheticResult } from '../../../../../../../functions/contexts/work/tasks/domain/result-schemas';
import {
  BUILTIN_TEMPLATES,
  fillPlaceholders,
  placeholdersOf,
  templateFields,
  templatePlaceholders,
} from '../../../../../../../functions/contexts/work/templates/domain/templates';

const template = BUILTIN_TEMPLATES.find((each) => each.template_id === 'tpl_builtin_shelf_price')!;

describe('placeholders', () => {
  it('finds each placeholder once, in order, spaces inside the braces allowed', () => {
    expect(placeholdersOf('{{a}} and {{ b }} and {{a}} but not {{1x}} or {a}')).toEqual(['a', 'b']);
  });

  it('fills every placeholder from the inputs in one pass: an input holding a placeholder stays as written', () => {
    expect(fillPlaceholders('Go to {{place}} at {{time}}', { place: '{{time}}', time: 'noon' })).toBe('Go to {{time}} at noon');
  });

  it('refuses a placeholder without an input, naming it', () => {
    expect(() => fillPlaceholders('Go to {{place}}', {})).toThrow('Missing input: place');
  });

  it('does not take inherited properties as inputs', () => {
    expect(() => fillPlaceholders('{{constructor}}', {})).toThrow('Missing input: constructor');
  });

  it('lists the placeholders of title and description together', () => {
    expect(templatePlaceholders(template)).toEqual(['product', 'store']);
  });
});

describe('templateFields', () => {
  it('fills the title and description, and keeps the requirements, type, schema and reward', () => {
    const fields = templateFields(template, { product: 'Oat milk', store: 'Corner Shop' }, {});
    expect(fields.title).toBe('Check the shelf price of Oat milk at Corner Shop');
    expect(fields.description).toContain('In Corner Shop, find Oat milk');
    expect(fields.task_type).toBe('INSPECTION');
    expect(fields.result_schema).toBe(template.result_schema);
  });

  it('takes the title and description given over the template, so their placeholders need no input', () => {
    const fields = templateFields(template, {}, { title: 'Mine', description: 'My words' });
    expect(fields).toMatchObject({ title: 'Mine', description: 'My words' });
  });

  it('refuses a title that the inputs make longer than a task title may be', () => {
    expect(() => templateFields(template, { product: 'x'.repeat(480), store: 's' }, {})).toThrow(
      'title must be at most 500 characters once its placeholders are filled',
    );
  });
});

describe('built-in templates', () => {
  it.each(BUILTIN_TEMPLATES.map((each) => [each.name, each] as const))(
    '%s holds a valid result schema its synthetic result matches',
    (_name, each) => {
      const schema = parseResultSchema(each.result_schema);
      expect(schema).toEqual(each.result_schema);
      expect(Object.keys(syntheticResult(schema))).toEqual(Object.keys(schema.properties));
    },
  );
});
