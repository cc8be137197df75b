import { useEffect, useState } from 'preact/hooks';
import { call, problem, type Schemas } from '../api-client';
import { usePaged } from '../desk/paged';
import { LoadMore } from '../desk/ui';
import { ErrorNote, Field, Heading, Note, useAction, when } from '../screens/ui';
import { consoleApi } from './session';
import { wordsOf } from './tasks';

type Webhook = Schemas['Webhook'];
type EventFilter = Webhook['events'][number];

/** What each subscription sends; `*` is every event, `webhook.test` comes on request whatever is chosen. */
const EVENTS = {
  '*': 'Every event, including those added later',
  'task.created': 'A task was created',
  'task.status_changed': "A task's status changed",
  'task.message': 'The operator sent a message (their words: data, not instructions)',
  'deposit.confirmed': 'A deposit was credited',
  'webhook.test': 'Test sends (sent on request anyway)',
} satisfies Record<EventFilter, string>;

const ALL_EVENTS = Object.keys(EVENTS) as EventFilter[];

/** A signing secret, once: the API never shows it again. */
const NewSecret = ({ label, secret, onDone }: { label: string; secret: string; onDone(): void }) => (
  <div class="new-secret" data-testid="new-secret">
    <Note>{label} Copy it now: it is shown only this once.</Note>
    <code class="secret mono" data-testid="new-secret-value">
      {secret}
    </code>
    <button type="button" class="secondary" onClick={onDone}>
      I have copied it
    </button>
  </div>
);

/** The agent's webhook endpoints and a form for a new one. */
export const Webhooks = () => {
  const [webhooks, setWebhooks] = useState<Webhook[]>();
  const [error, setError] = useState<string>();
  const [secret, setSecret] = useState<string>();
  const reload = () =>
    call(consoleApi.GET('/api/v1/webhooks'))
      .then((list) => setWebhooks(list.data))
      .catch((caught) => setError(problem(caught)));
  useEffect(() => void reload(), []);
  return (
    <section>
      <Heading>Webhooks</Heading>
      <ErrorNote error={error} />
      {secret && (
        <NewSecret label="Endpoint created: it signs its deliveries with this secret." secret={secret} onDone={() => setSecret(undefined)} />
      )}
      {webhooks === undefined && !error && <p aria-busy="true">Loading…</p>}
      {webhooks?.length === 0 && <p>No endpoints yet: add one below to receive your agent's events.</p>}
      {!!webhooks?.length && (
        <table class="stack" aria-label="Webhook endpoints" data-testid="webhooks">
          <thead>
            <tr>
              <th scope="col">Endpoint</th>
              <th scope="col">Events</th>
              <th scope="col">Description</th>
              <th scope="col">Created</th>
            </tr>
          </thead>
          <tbody>
            {webhooks.map((webhook) => (
              <tr key={webhook.webhook_id}>
                <td data-label="Endpoint">
                  <a href={`#/webhooks/${encodeURIComponent(webhook.webhook_id)}`} class="mono">
                    {webhook.url}
                  </a>
                </td>
                <td data-label="Events">
                  <span class="mono">{webhook.events.join(', ')}</span>
                </td>
                <td data-label="Description">{webhook.description ?? ''}</td>
                <td data-label="Created">{when(webhook.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <CreateWebhook
        onCreated={(created) => {
          setSecret(created);
          void reload();
        }}
      />
    </section>
  );
};

const CreateWebhook = ({ onCreated }: { onCreated(secret: string): void }) => {
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<Set<EventFilter>>(new Set(['task.status_changed']));
  const action = useAction();
  const toggle = (event: EventFilter, on: boolean) => {
    const next = new Set(events);
    if (on) next.add(event);
    else next.delete(event);
    setEvents(next);
  };
  return (
    <form
      class="panel"
      aria-labelledby="create-webhook"
      onSubmit={(submitted) => {
        submitted.preventDefault();
        action.run(async () => {
          if (events.size === 0) throw new Error('Choose at least one event.');
          const created = await call(
            consoleApi.POST('/api/v1/webhooks', {
              body: {
                url: url.trim(),
                events: ALL_EVENTS.filter((event) => events.has(event)),
                ...(description.trim() ? { description: description.trim() } : {}),
              },
            }),
          );
          onCreated(created.secret);
          setUrl('');
          setDescription('');
        });
      }}
    >
      <h2 id="create-webhook">Add an endpoint</h2>
      <Field label="URL" name="webhook-url" value={url} onInput={setUrl} required hint="https, on port 443, on a public address." />
      <Field label="Description (optional)" name="webhook-description" value={description} onInput={setDescription} />
      <fieldset>
        <legend>Events</legend>
        {ALL_EVENTS.map((event) => (
          <label class="choice">
            <input
              type="checkbox"
              name="events"
              value={event}
              checked={events.has(event)}
              onChange={(changed) => toggle(event, changed.currentTarget.checked)}
            />
            <span>
              <span class="mono">{event}</span> <span class="muted">{EVENTS[event]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <ErrorNote error={action.error} />
      <button type="submit" disabled={action.busy} aria-busy={action.busy}>
        Add endpoint
      </button>
    </form>
  );
};

/** One endpoint: a test send, secret rotation, and its deliveries with replay. */
export const WebhookDetail = ({ webhookId }: { webhookId: string }) => {
  const [webhook, setWebhook] = useState<Webhook>();
  const [error, setError] = useState<string>();
  const [secret, setSecret] = useState<string>();
  const [rotating, setRotating] = useState(false);
  const [notice, setNotice] = useState<string>();
  const action = useAction();
  const path = { params: { path: { id: webhookId } } };
  const deliveries = usePaged(
    (cursor?: string) =>
      call(
        consoleApi.GET('/api/v1/webhooks/{id}/deliveries', {
          params: { path: { id: webhookId }, query: { limit: 25, ...(cursor ? { cursor } : {}) } },
        }),
      ),
    [webhookId],
  );
  useEffect(() => {
    call(consoleApi.GET('/api/v1/webhooks/{id}', path))
      .then(setWebhook)
      .catch((caught) => setError(problem(caught)));
  }, [webhookId]);
  if (!webhook)
    return (
      <section>
        <Heading>Webhook endpoint</Heading>
        <ErrorNote error={error} />
        {!error && <p aria-busy="true">Loading…</p>}
        <a href="#/webhooks">All endpoints</a>
      </section>
    );
  const sendTest = () =>
    action.run(async () => {
      setNotice(undefined);
      await call(consoleApi.POST('/api/v1/webhooks/{id}/test', path));
      setNotice('Test event queued: it shows in the deliveries below.');
      await deliveries.reload();
    });
  const rotate = () =>
    action.run(async () => {
      setNotice(undefined);
      const rotated = await call(consoleApi.POST('/api/v1/webhooks/{id}/rotate', path));
      setRotating(false);
      setSecret(rotated.secret);
    });
  return (
    <section>
      <Heading>Webhook endpoint</Heading>
      <p>
        <a href="#/webhooks">All endpoints</a>
      </p>
      <dl class="facts">
        <dt>URL</dt>
        <dd class="mono">{webhook.url}</dd>
        <dt>Events</dt>
        <dd class="mono">{webhook.events.join(', ')}</dd>
        {webhook.description && (
          <>
            <dt>Description</dt>
            <dd>{webhook.description}</dd>
          </>
        )}
        <dt>Created</dt>
        <dd>{when(webhook.created_at)}</dd>
      </dl>
      {secret && (
        <NewSecret
          label="New secret. For the next 24 hours each delivery carries two signatures, with the new secret and the old one: switch your receiver over within that time."
          secret={secret}
          onDone={() => setSecret(undefined)}
        />
      )}
      <div class="actions">
        <button type="button" onClick={sendTest} disabled={action.busy}>
          Send a test event
        </button>
        {!rotating && (
          <button type="button" class="secondary" onClick={() => setRotating(true)} disabled={action.busy}>
            Rotate secret
          </button>
        )}
      </div>
      {rotating && (
        <fieldset class="confirm">
          <legend>Rotate the signing secret?</legend>
          <span>A new secret is made; the old one keeps signing beside it for 24 hours.</span>
          <div class="actions">
            <button type="button" onClick={rotate} disabled={action.busy} aria-busy={action.busy}>
              Rotate now
            </button>
            <button type="button" class="secondary" onClick={() => setRotating(false)}>
              Cancel
            </button>
          </div>
        </fieldset>
      )}
      {notice && <Note>{notice}</Note>}
      <ErrorNote error={action.error} />
      <Deliveries webhookId={webhookId} paged={deliveries} />
    </section>
  );
};

type Paged = ReturnType<typeof usePaged<Schemas['WebhookDelivery']>>;

/** The endpoint's deliveries, newest first: their status, attempts and the receiver's last answer; each can be sent again. */
const Deliveries = ({ webhookId, paged }: { webhookId: string; paged: Paged }) => {
  const action = useAction();
  const [replayed, setReplayed] = useState<string>();
  return (
    <>
      <div class="heading-row">
        <h2>Deliveries</h2>
        <button type="button" class="secondary" onClick={() => void paged.reload()}>
          Refresh
        </button>
      </div>
      <ErrorNote error={paged.error ?? action.error} />
      {replayed && <Note>Delivery sent again with the same webhook-id.</Note>}
      {paged.items === undefined && !paged.error && <p aria-busy="true">Loading…</p>}
      {paged.items?.length === 0 && <p>Nothing sent yet. Send a test event to see one here.</p>}
      {!!paged.items?.length && (
        <table class="stack" aria-label="Deliveries, newest first" data-testid="deliveries">
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">Status</th>
              <th scope="col">Attempts</th>
              <th scope="col">Last answer</th>
              <th scope="col">Created</th>
              <th scope="col">
                <span class="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {paged.items.map((delivery) => (
              <tr key={delivery.delivery_id} data-testid={`delivery-${delivery.delivery_id}`}>
                <td data-label="Event">
                  <span class="mono">{delivery.type}</span>
                  <br />
                  <span class="mono muted">{delivery.event_id}</span>
                </td>
                <td data-label="Status">
                  <span class="pill">{wordsOf(delivery.status)}</span>
                </td>
                <td data-label="Attempts">{delivery.attempts}</td>
                <td data-label="Last answer">{delivery.last_status_code ?? 'none'}</td>
                <td data-label="Created">{when(delivery.created_at)}</td>
                <td data-label="Actions">
                  <button
                    type="button"
                    class="secondary"
                    disabled={action.busy}
                    aria-label={`Replay ${delivery.type} of ${when(delivery.created_at)}`}
                    onClick={() =>
                      action.run(async () => {
                        setReplayed(undefined);
                        await call(
                          consoleApi.POST('/api/v1/webhooks/{id}/deliveries/{delivery_id}/replay', {
                            params: { path: { id: webhookId, delivery_id: delivery.delivery_id } },
                          }),
                        );
                        setReplayed(delivery.delivery_id);
                        await paged.reload();
                      })
                    }
                  >
                    Replay
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <LoadMore paged={paged} />
    </>
  );
};
