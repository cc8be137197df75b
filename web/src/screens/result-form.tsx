/**
 * The structured answer a task asks for (its result_schema), as a form: text, number, yes/no and
 * choice fields. Labels and hints are the agent's words, rendered as text (never as HTML).
 */

interface Field {
  name: string;
  kind: 'text' | 'number' | 'integer' | 'yes-no' | 'choice';
  label: string;
  hint?: string;
  required: boolean;
  options: (string | number)[];
  min?: number;
  max?: number;
  maxLength?: number;
}

type Schema = { [key: string]: unknown };
/** What the operator typed or chose, per field, as the inputs hold it. */
export type ResultDraft = Record<string, string>;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/** The schema's fields in its order (the service accepts only this flat subset). */
export const resultFields = (schema: Schema): Field[] => {
  const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  return Object.entries(properties).map(([name, property]) => {
    const options = Array.isArray(property.enum) ? (property.enum as (string | number)[]) : [];
    const kind: Field['kind'] =
      options.length > 0
        ? 'choice'
        : property.type === 'boolean'
          ? 'yes-no'
          : property.type === 'integer'
            ? 'integer'
            : property.type === 'number'
              ? 'number'
              : 'text';
    return {
      name,
      kind,
      label: text(property.title) ?? name.replaceAll('_', ' '),
      hint: text(property.description),
      required: required.includes(name),
      options,
      min: num(property.minimum),
      max: num(property.maximum),
      maxLength: num(property.maxLength),
    };
  });
};

/** The draft as the API takes it: numbers as numbers, yes/no as booleans, a choice as its own value; empty fields left out. */
export const resultOf = (schema: Schema, draft: ResultDraft): Record<string, unknown> => {
  const result: Record<string, unknown> = {};
  for (const field of resultFields(schema)) {
    const raw = draft[field.name] ?? '';
    if (raw === '') continue;
    if (field.kind === 'yes-no') result[field.name] = raw === 'yes';
    else if (field.kind === 'number' || field.kind === 'integer') result[field.name] = Number(raw);
    else if (field.kind === 'choice') result[field.name] = field.options.find((option) => String(option) === raw) ?? raw;
    else result[field.name] = raw;
  }
  return result;
};

const Label = ({ field }: { field: Field }) => (
  <span>
    {field.label}
    {field.required ? '' : ' (optional)'}
  </span>
);

export const ResultFields = ({ schema, draft, onChange }: { schema: Schema; draft: ResultDraft; onChange(draft: ResultDraft): void }) => {
  const set = (name: string, value: string) => onChange({ ...draft, [name]: value });
  return (
    <fieldset class="result">
      <legend>Your answer</legend>
      {resultFields(schema).map((field) => {
        const id = `result-${field.name}`;
        const hint = field.hint && (
          <small class="hint" id={`${id}-hint`}>
            {field.hint}
          </small>
        );
        const described = field.hint ? `${id}-hint` : undefined;
        if (field.kind === 'yes-no')
          return (
            <fieldset class="choice" aria-describedby={described}>
              <legend>
                <Label field={field} />
              </legend>
              {hint}
              {['yes', 'no'].map((answer) => (
                <label class="inline">
                  <input
                    type="radio"
                    name={id}
                    value={answer}
                    required={field.required}
                    checked={draft[field.name] === answer}
                    onChange={() => set(field.name, answer)}
                  />
                  {answer === 'yes' ? 'Yes' : 'No'}
                </label>
              ))}
            </fieldset>
          );
        return (
          <label class="field" for={id}>
            <Label field={field} />
            {hint}
            {field.kind === 'choice' ? (
              <select
                id={id}
                name={id}
                required={field.required}
                aria-describedby={described}
                value={draft[field.name] ?? ''}
                onChange={(event) => set(field.name, (event.target as HTMLSelectElement).value)}
              >
                <option value="">Choose…</option>
                {field.options.map((option) => (
                  <option value={String(option)}>{String(option)}</option>
                ))}
              </select>
            ) : field.kind === 'text' ? (
              <input
                id={id}
                name={id}
                type="text"
                maxLength={Math.min(field.maxLength ?? 1000, 1000)}
                required={field.required}
                aria-describedby={described}
                value={draft[field.name] ?? ''}
                onInput={(event) => set(field.name, (event.target as HTMLInputElement).value)}
              />
            ) : (
              <input
                id={id}
                name={id}
                type="number"
                inputMode={field.kind === 'integer' ? 'numeric' : 'decimal'}
                step={field.kind === 'integer' ? 1 : 'any'}
                min={field.min}
                max={field.max}
                required={field.required}
                aria-describedby={described}
                value={draft[field.name] ?? ''}
                onInput={(event) => set(field.name, (event.target as HTMLInputElement).value)}
              />
            )}
          </label>
        );
      })}
    </fieldset>
  );
};
