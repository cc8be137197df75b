import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { refuseUnknownFields, suggestField } from '../../../../../functions/platform/http/validation';

const schema = z.object({
  title: z.string(),
  deadline: z.optional(z.string()),
  location: z.optional(z.object({ lat: z.number(), lng: z.number(), radius_m: z.optional(z.number()) })),
  steps: z.optional(z.array(z.object({ label: z.string() }))),
  result: z.optional(z.record(z.string(), z.unknown())),
  target: z.optional(z.union([z.object({ kind: z.literal('url'), url: z.string() }), z.object({ kind: z.literal('place'), name: z.string() })])),
});

const refusal = (input: unknown): string | undefined => {
  try {
    refuseUnknownFields(schema, input);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('refuseUnknownFields', () => {
  it('accepts a body with only defined fields, and any key inside a record', () => {
    expect(refusal({ title: 't', location: { lat: 1, lng: 2 }, steps: [{ label: 'a' }], result: { anything: 1 } })).toBeUndefined();
  });

  it.each([
    [{ title: 't', deadline_hours: 24 }, 'Unknown field: deadline_hours; did you mean deadline?'],
    [{ title: 't', titel: 'x' }, 'Unknown field: titel; did you mean title?'],
    [{ title: 't', colour: 'red' }, 'Unknown field: colour'],
    [{ title: 't', location: { lat: 1, lng: 2, altitude: 3 } }, 'Unknown field: location.altitude'],
    [{ title: 't', location: { lat: 1, lng: 2, radius: 3 } }, 'Unknown field: location.radius; did you mean radius_m?'],
    [{ title: 't', steps: [{ label: 'a' }, { label: 'b', lable: 'c' }] }, 'Unknown field: steps[1].lable; did you mean label?'],
    [{ title: 't', target: { kind: 'url', url: 'u', name: 'n' } }, 'Unknown field: target.name'],
    [{ title: 't', target: { kind: 'place', name: 'n', nmae: 'x' } }, 'Unknown field: target.nmae; did you mean name?'],
  ])('refuses %j', (input, message) => {
    expect(refusal(input)).toBe(message);
  });

  it('refuses a field named like what every object inherits (constructor, toString, __proto__ from JSON)', () => {
    expect(refusal({ title: 't', constructor: 1 })).toBe('Unknown field: constructor');
    expect(refusal({ title: 't', location: { lat: 1, lng: 2, toString: 'x' } })).toBe('Unknown field: location.toString');
    expect(refusal(JSON.parse('{"title":"t","__proto__":{"x":1}}'))).toBe('Unknown field: __proto__');
  });

  it('leaves a body that is not an object, or a field of the wrong type, to validation', () => {
    expect(refusal('text')).toBeUndefined();
    expect(refusal({ title: 't', location: 'here' })).toBeUndefined();
  });
});

describe('suggestField', () => {
  it.each([
    ['deadline_hours', ['title', 'deadline'], 'deadline'],
    ['Title', ['title'], 'title'],
    ['reward', ['rewind', 'reward_usd'], 'reward_usd'],
    ['reward', ['reward_usd'], 'reward_usd'],
    ['zzz', ['title', 'deadline'], undefined],
    ['ab', ['ac', 'ad'], 'ac'],
    ['estimate_notes', ['estimate_days', 'estimate_note'], 'estimate_note'],
  ])('%s among %j -> %s', (name, known, expected) => {
    expect(suggestField(name, known)).toBe(expected);
  });
});
