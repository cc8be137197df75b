import { useEffect, useState } from 'preact/hooks';
import { api, call, problem, type Schemas } from '../api';
import { ErrorNote, useAction, when } from './ui';

type Message = Schemas['TaskMessage'];

/** The statuses in which the task has an operator to talk with the agent (ESTIMATE_PENDING through DISPUTED). */
export const MESSAGING = new Set(['ESTIMATE_PENDING', 'ACCEPTED', 'IN_PROGRESS', 'SUBMITTED', 'VERIFIED', 'COMPLETED', 'MANUAL_REVIEW', 'DISPUTED']);

const MAX_LENGTH = 2000;
/** At most this many pages are read (100 messages each): the rate limit keeps a conversation far below it. */
const MAX_PAGES = 10;
const POLL_MS = 10_000;

/** The last message from the agent the operator has seen on this device, per task (signing out clears it: `handoff.` prefix). */
const seenKey = (taskId: string) => `handoff.messages.seen.${taskId}`;
const orderOf = (message: Message) => `${message.created_at}#${message.message_id}`;
/** Code points, as the API counts them: an emoji is one character. */
const lengthOf = (text: string) => [...text].length;

const readAll = async (taskId: string): Promise<Message[]> => {
  const messages: Message[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await call(
      api.GET('/api/v1/operator/tasks/{id}/messages', { params: { path: { id: taskId }, query: { limit: 100, ...(cursor ? { cursor } : {}) } } }),
    );
    messages.push(...answer.data);
    if (!answer.next_cursor) break;
    cursor = answer.next_cursor;
  }
  return messages;
};

/**
 * The conversation with the task's agent: collapsed, with a dot while the agent wrote something not
 * seen yet on this device; opened, the messages (plain text: never markup, links not clickable) and a
 * box to answer.
 */
export const MessagesPanel = ({ taskId }: { taskId: string }) => {
  const [messages, setMessages] = useState<Message[]>([]);
  const [loadError, setLoadError] = useState<string>();
  const [open, setOpen] = useState(false);
  const [seen, setSeen] = useState(() => localStorage.getItem(seenKey(taskId)) ?? '');
  const [text, setText] = useState('');
  const send = useAction();

  const load = () =>
    readAll(taskId)
      .then((all) => {
        setMessages(all);
        setLoadError(undefined);
      })
      .catch((caught) => setLoadError(problem(caught)));
  useEffect(() => {
    void load();
    const timer = setInterval(() => void load(), POLL_MS);
    return () => clearInterval(timer);
  }, [taskId]);

  const fromAgent = messages.filter((message) => message.from === 'agent');
  const latest = fromAgent.at(-1);
  const unseen = latest !== undefined && orderOf(latest) > seen;
  // Open, what arrives is seen as it arrives.
  useEffect(() => {
    if (!open || !latest || !unseen) return;
    localStorage.setItem(seenKey(taskId), orderOf(latest));
    setSeen(orderOf(latest));
  }, [open, latest?.message_id]);

  const length = lengthOf(text.trim());
  const unread = unseen ? fromAgent.filter((message) => orderOf(message) > seen).length : 0;
  return (
    <details class="messages" open={open} onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}>
      <summary>
        Messages with the agent
        {unseen && (
          <span class="dot" data-testid="unread-dot" role="img" aria-label={`${unread} new from the agent`}>
            {' '}
            ●
          </span>
        )}
      </summary>
      <ErrorNote error={loadError} />
      {messages.length === 0 ? (
        <p class="muted">No messages yet. Ask the agent if something about the task is unclear.</p>
      ) : (
        <ol class="conversation" aria-label="Messages">
          {messages.map((message) => (
            <li class={`message from-${message.from}`} key={message.message_id}>
              <span class="sender">{message.from === 'agent' ? 'Agent' : 'You'}</span>
              <time dateTime={message.created_at}>{when(message.created_at)}</time>
              {/* Text only: a link stays words, markup stays characters. */}
              <p class="message-text">{message.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void send.run(async () => {
            await call(api.POST('/api/v1/operator/tasks/{id}/messages', { params: { path: { id: taskId } }, body: { text } }));
            setText('');
            await load();
          });
        }}
      >
        <label class="field">
          <span>Write to the agent</span>
          <textarea
            name="message"
            value={text}
            aria-describedby="message-count"
            onInput={(event) => setText((event.target as HTMLTextAreaElement).value)}
          />
        </label>
        <p id="message-count" class={length > MAX_LENGTH ? 'count error' : 'count muted'}>
          {length} / {MAX_LENGTH}
        </p>
        <ErrorNote error={send.error} />
        <button type="submit" disabled={send.busy || length === 0 || length > MAX_LENGTH}>
          Send
        </button>
      </form>
    </details>
  );
};
