/**
 * Tool schemas in the subset of JSON Schema that OpenAI's strict mode (structured outputs, strict
 * function calling) accepts, and the values that cross them. The API's schemas (openapi.yaml) say
 * more than that subset can: optional properties, string lengths, examples, free-form objects (a
 * template's `inputs`, a `result_schema`, an operator's `result`). So every tool lists:
 * - every object with `additionalProperties: false` and all its properties required, an optional
 *   one nullable (null stands for "not given" going in and "absent" coming out);
 * - only the keywords strict mode knows (others dropped; a string's length bounds said in its
 *   description, the API still enforces them);
 * - a free-form object as its JSON text (a string), since strict mode has no "any object".
 * `toWire` turns a tool's arguments into the API's request; `fromWire` the API's answer into the
 * tool's structured content.
 */

type Schema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  additionalProperties?: boolean | Schema;
};

/** The keywords strict mode accepts (OpenAI "Supported schemas"); anything else is dropped. */
export const STRICT_KEYWORDS = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'const',
  'anyOf',
  'description',
  'title',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
]);

/** Bounds strict mode does not know but the arguments of a tool are still checked against (in the API's words). */
const LENGTHS = { minLength: true, maxLength: true };

/** The string formats strict mode accepts. */
export const STRICT_FORMATS = new Set(['date-time', 'time', 'date', 'duration', 'email', 'hostname', 'ipv4', 'ipv6', 'uuid']);

const typesOf = (schema: Schema): string[] => (schema.type === undefined ? [] : [schema.type].flat());

/** An object whose properties are not listed (a record or any JSON object), or a schema of any value. */
const isFreeForm = (schema: Schema): boolean =>
  (typesOf(schema).includes('object') && !schema.properties) || (schema.type === undefined && !schema.anyOf && !schema.enum && !('const' in schema));

const FREE_FORM: Schema = { type: 'string', description: 'JSON text' };

const nullable = (schema: Schema): Schema => {
  if (schema.anyOf)
    return schema.anyOf.some((branch) => typesOf(branch).includes('null')) ? schema : { ...schema, anyOf: [...schema.anyOf, { type: 'null' }] };
  const types = typesOf(schema);
  if (types.includes('null')) return schema;
  if (schema.enum) return { ...schema, type: [...types, 'null'], enum: [...(schema.enum as unknown[]), null] };
  if ('const' in schema) return { anyOf: [schema, { type: 'null' }] };
  return { ...schema, type: [...types, 'null'] };
};

const lengthNote = (schema: Schema): string | undefined => {
  const { minLength: min, maxLength: max } = schema as { minLength?: number; maxLength?: number };
  if (min === undefined && max === undefined) return undefined;
  if (max === undefined) return `at least ${min} characters`;
  return `${min ?? 0} to ${max} characters`;
};

/**
 * `schema` in the strict subset. `requireAll: false` keeps the API's list of required properties
 * (the optional ones still nullable): what a tool checks its arguments against, so a client that
 * leaves an optional argument out is served as one that sends null.
 */
const strict = (schema: Schema, requireAll: boolean): Schema => {
  if (isFreeForm(schema)) {
    const said = typeof schema.description === 'string' ? `${schema.description} (as JSON text)` : FREE_FORM.description;
    // Checking arguments, the object itself is taken too (clients that are not strict send it so).
    return requireAll ? { ...FREE_FORM, description: said } : { anyOf: [FREE_FORM, { type: 'object' }] };
  }
  const out: Schema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (!STRICT_KEYWORDS.has(keyword) && !(keyword in LENGTHS && !requireAll)) continue;
    if (keyword === 'format' && !STRICT_FORMATS.has(value as string)) continue;
    out[keyword] = value;
  }
  const note = requireAll && lengthNote(schema);
  if (note) out.description = typeof out.description === 'string' ? `${out.description} (${note})` : note;
  if (schema.items) out.items = strict(schema.items, requireAll);
  if (schema.anyOf) out.anyOf = schema.anyOf.map((branch) => strict(branch, requireAll));
  if (schema.properties) {
    const required = new Set(schema.required ?? []);
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([name, property]) => {
        const listed = strict(property, requireAll);
        return [name, required.has(name) ? listed : nullable(listed)];
      }),
    );
    out.required = requireAll ? Object.keys(schema.properties) : [...required];
    out.additionalProperties = false;
  }
  return out;
};

const kindOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'number' ? 'number' : typeof value;

/** The branch of an `anyOf` (of the API's schema) a value takes: the first of its JSON type. */
const branchFor = (branches: Schema[], value: unknown): Schema | undefined => {
  const kind = kindOf(value);
  return branches.find((branch) => {
    const types = typesOf(branch);
    if (isFreeForm(branch)) return kind === 'object';
    return types.includes(kind) || (kind === 'number' && types.includes('integer')) || (types.length === 0 && branch.anyOf !== undefined);
  });
};

/** An API answer as the strict schema of `schema` shows it: absent properties null, free-form values as JSON text. */
const fromApi = (schema: Schema, value: unknown): unknown => {
  if (value === undefined || value === null) return null;
  if (isFreeForm(schema)) return JSON.stringify(value);
  if (schema.anyOf) {
    const branch = branchFor(schema.anyOf, value);
    return branch ? fromApi(branch, value) : value;
  }
  if (schema.properties && kindOf(value) === 'object') {
    const record = value as Record<string, unknown>;
    return Object.fromEntries(Object.entries(schema.properties).map(([name, property]) => [name, fromApi(property, record[name])]));
  }
  if (schema.items && Array.isArray(value)) return value.map((item) => fromApi(schema.items!, item));
  return value;
};

/** Tool arguments (strict) as the API's request of `schema`: nulls dropped, JSON text of free-form values parsed. */
const toApi = (schema: Schema, value: unknown): unknown => {
  if (value === null || value === undefined) return undefined;
  if (isFreeForm(schema)) {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      // Not JSON: handed on as it is, for the API to refuse in its own words.
      return value;
    }
  }
  if (schema.anyOf) {
    const freeForm = schema.anyOf.find(isFreeForm);
    if (freeForm && typeof value === 'string' && !schema.anyOf.some((branch) => typesOf(branch).includes('string'))) return toApi(freeForm, value);
    const branch = branchFor(schema.anyOf, value);
    return branch ? toApi(branch, value) : value;
  }
  if (schema.properties && kindOf(value) === 'object') {
    const record = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [name, given] of Object.entries(record)) {
      const property = schema.properties[name];
      const wire = property ? toApi(property, given) : given;
      if (wire !== undefined) out[name] = wire;
    }
    return out;
  }
  if (schema.items && Array.isArray(value)) return value.map((item) => toApi(schema.items!, item));
  return value;
};

/** `schema` (a JSON Schema) in the strict subset; see `strict`. */
export const strictSchema = (schema: object, requireAll = true): Record<string, unknown> => strict(schema as Schema, requireAll);
export const fromWire = (schema: object, value: unknown): unknown => fromApi(schema as Schema, value);
export const toWire = (schema: object, value: unknown): unknown => toApi(schema as Schema, value);
