import { useEffect, useState } from 'preact/hooks';
import type { paths } from '../../../sdk/src/api-types.generated';
import { call, problem } from '../api-client';
import { ErrorNote, Field, Heading, Note, usd, useAction, when } from '../screens/ui';
import { consoleApi } from './session';

type CreateBody = paths['/api/v1/agents/keys']['post']['requestBody']['content']['application/json'];
type Created = paths['/api/v1/agents/keys']['post']['responses']['201']['content']['application/json'];
type Key = paths['/api/v1/agents/keys']['get']['responses']['200']['content']['application/json']['data'][number];
type Scope = NonNullable<CreateBody['scopes']>[number];

/** Every scope, what it lets a key do (the route table's grouping), in the order the form lists them. */
const SCOPES = {
  'tasks:read': 'Read tasks, batches, templates and messages',
  'tasks:write': 'Create, quote, cancel, verify, rate and tip tasks; send messages',
  'funds:read': 'Read the balance and deposits',
  'funds:write': 'Bind a wallet and report deposits',
  'keys:write': 'Manage keys and read the audit log (holds the account: it may make any key)',
  'webhooks:write': 'Manage webhook endpoints',
} satisfies Record<Scope, string>;

const ALL_SCOPES = Object.keys(SCOPES) as Scope[];

const limitsOf = (key: Key) =>
  [
    key.limits.max_task_usd !== null && `${usd(key.limits.max_task_usd)} a task`,
    key.limits.daily_spend_usd !== null && `${usd(key.limits.daily_spend_usd)} a day`,
  ]
    .filter(Boolean)
    .join(', ') || 'none';

/** The agent's active keys (never their secrets), a form for a scoped one, and revocation. */
export const Keys = () => {
  const [keys, setKeys] = useState<Key[]>();
  const [error, setError] = useState<string>();
  const [created, setCreated] = useState<Created>();
  const reload = () =>
    call(consoleApi.GET('/api/v1/agents/keys'))
      .then((list) => setKeys(list.data))
      .catch((caught) => setError(problem(caught)));
  useEffect(() => void reload(), []);
  return (
    <section>
      <Heading>API keys</Heading>
      <ErrorNote error={error} />
      {created && <NewKey created={created} onDone={() => setCreated(undefined)} />}
      {keys === undefined && !error && <p aria-busy="true">Loading…</p>}
      {keys && (
        <table class="stack" aria-label="Active API keys, oldest first" data-testid="keys">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Key</th>
              <th scope="col">Scopes</th>
              <th scope="col">Limits</th>
              <th scope="col">Expires</th>
              <th scope="col">Last used</th>
              <th scope="col">
                <span class="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {keys.map((key) => (
              <KeyRow key={key.key_id} apiKey={key} onRevoked={reload} />
            ))}
          </tbody>
        </table>
      )}
      <CreateKey
        onCreated={(next) => {
          setCreated(next);
          void reload();
        }}
      />
    </section>
  );
};

const KeyRow = ({ apiKey: key, onRevoked }: { apiKey: Key; onRevoked(): void }) => {
  const [confirming, setConfirming] = useState(false);
  const action = useAction();
  return (
    <tr data-testid={`key-${key.key_id}`}>
      <td data-label="Name">{key.name}</td>
      <td data-label="Key">
        <span class="mono nowrap">{key.key_prefix}…</span>
      </td>
      <td data-label="Scopes">
        {key.scopes.length === ALL_SCOPES.length ? (
          'all'
        ) : (
          <ul class="scopes">
            {key.scopes.map((scope) => (
              <li class="mono">{scope}</li>
            ))}
          </ul>
        )}
      </td>
      <td data-label="Limits">{limitsOf(key)}</td>
      <td data-label="Expires">{key.expires_at ? when(key.expires_at) : 'never'}</td>
      <td data-label="Last used">{key.last_used_at ? when(key.last_used_at) : 'never'}</td>
      <td data-label="Actions">
        {!confirming && (
          <button type="button" class="secondary" onClick={() => setConfirming(true)} aria-label={`Revoke ${key.name}`}>
            Revoke
          </button>
        )}
        {confirming && (
          <fieldset class="confirm">
            <legend>Revoke {key.name}?</legend>
            <span>Every call with it is refused from now on.</span>
            <button
              type="button"
              class="danger"
              disabled={action.busy}
              aria-busy={action.busy}
              onClick={() =>
                action.run(async () => {
                  await call(consoleApi.DELETE('/api/v1/agents/keys/{id}', { params: { path: { id: key.key_id } } }));
                  onRevoked();
                })
              }
            >
              Revoke {key.name}
            </button>
            <button type="button" class="secondary" onClick={() => setConfirming(false)}>
              Keep it
            </button>
            <ErrorNote error={action.error} />
          </fieldset>
        )}
      </td>
    </tr>
  );
};

/** The new key, once: the API never shows it again. */
const NewKey = ({ created, onDone }: { created: Created; onDone(): void }) => (
  <div class="new-secret" data-testid="new-key">
    <Note>Key “{created.name}” created. Copy it now: it is shown only this once.</Note>
    <code class="secret mono" data-testid="new-key-value">
      {created.api_key}
    </code>
    <button type="button" class="secondary" onClick={onDone}>
      I have copied it
    </button>
  </div>
);

/** A UTC day `days` from today, as a date input takes it (YYYY-MM-DD). */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Dollars typed in a form: empty is no limit; otherwise a positive amount. */
const dollarsOrNone = (typed: string): number | undefined => (typed.trim() === '' ? undefined : Number(typed));

const CreateKey = ({ onCreated }: { onCreated(created: Created): void }) => {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<Set<Scope>>(new Set(['tasks:read', 'tasks:write']));
  const [maxTask, setMaxTask] = useState('');
  const [daily, setDaily] = useState('');
  const [expires, setExpires] = useState('');
  const action = useAction();
  const toggle = (scope: Scope, on: boolean) => {
    const next = new Set(scopes);
    if (on) next.add(scope);
    else next.delete(scope);
    setScopes(next);
  };
  return (
    <form
      class="panel"
      aria-labelledby="create-key"
      onSubmit={(event) => {
        event.preventDefault();
        action.run(async () => {
          if (scopes.size === 0) throw new Error('Choose at least one scope.');
          const maxTaskUsd = dollarsOrNone(maxTask);
          const dailySpendUsd = dollarsOrNone(daily);
          const body: CreateBody = {
            name: name.trim(),
            scopes: ALL_SCOPES.filter((scope) => scopes.has(scope)),
            ...(maxTaskUsd !== undefined || dailySpendUsd !== undefined
              ? {
                  limits: {
                    ...(maxTaskUsd !== undefined ? { max_task_usd: maxTaskUsd } : {}),
                    ...(dailySpendUsd !== undefined ? { daily_spend_usd: dailySpendUsd } : {}),
                  },
                }
              : {}),
            // The end of the chosen day, in UTC: the key works through that whole day.
            ...(expires ? { expires_at: `${expires}T23:59:59Z` } : {}),
          };
          onCreated(await call(consoleApi.POST('/api/v1/agents/keys', { body })));
          setName('');
          setMaxTask('');
          setDaily('');
          setExpires('');
        });
      }}
    >
      <h2 id="create-key">Create a key</h2>
      <Field
        label="Name"
        name="key-name"
        value={name}
        onInput={setName}
        required
        maxLength={100}
        hint="Which agent or job uses it, e.g. “inventory bot”."
      />
      <fieldset>
        <legend>Scopes</legend>
        {ALL_SCOPES.map((scope) => (
          <label class="choice">
            <input
              type="checkbox"
              name="scopes"
              value={scope}
              checked={scopes.has(scope)}
              onChange={(event) => toggle(scope, event.currentTarget.checked)}
            />
            <span>
              <span class="mono">{scope}</span> <span class="muted">{SCOPES[scope]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div class="columns">
        <Field
          label="Most per task (USD, reward + fee)"
          name="max-task-usd"
          type="number"
          inputMode="decimal"
          min="0.01"
          step="0.01"
          value={maxTask}
          onInput={setMaxTask}
          hint="Empty: no limit."
        />
        <Field
          label="Most per day (USD, UTC day)"
          name="daily-spend-usd"
          type="number"
          inputMode="decimal"
          min="0.01"
          step="0.01"
          value={daily}
          onInput={setDaily}
          hint="Empty: no limit."
        />
        <label class="field">
          <span>Expires after</span>
          <input
            type="date"
            name="expires"
            value={expires}
            min={dayFromNow(0)}
            max={dayFromNow(364)}
            onInput={(event) => setExpires(event.currentTarget.value)}
            aria-describedby="expires-hint"
          />
          <small id="expires-hint" class="hint">
            The key works through this day (UTC), at most a year ahead. Empty: never.
          </small>
        </label>
      </div>
      <ErrorNote error={action.error} />
      <button type="submit" disabled={action.busy} aria-busy={action.busy}>
        Create key
      </button>
    </form>
  );
};
