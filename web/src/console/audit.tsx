import { call } from '../api-client';
import { usePaged } from '../desk/paged';
import { LoadMore } from '../desk/ui';
import { ErrorNote, Heading, when } from '../screens/ui';
import { consoleApi } from './session';

/** What the agent's keys changed, newest first, with the key that did it; a task's entry links to the task. */
export const Audit = () => {
  const paged = usePaged((cursor?: string) =>
    call(consoleApi.GET('/api/v1/agents/audit', { params: { query: { limit: 25, ...(cursor ? { cursor } : {}) } } })),
  );
  return (
    <section>
      <Heading>Audit log</Heading>
      <ErrorNote error={paged.error} />
      {paged.items === undefined && !paged.error && <p aria-busy="true">Loading…</p>}
      {paged.items?.length === 0 && <p>Nothing recorded yet.</p>}
      {!!paged.items?.length && (
        <table class="stack" aria-label="What your keys changed, newest first" data-testid="audit">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Key</th>
              <th scope="col">Action</th>
              <th scope="col">On</th>
            </tr>
          </thead>
          <tbody>
            {paged.items.map((entry) => (
              <tr>
                <td data-label="When">{when(entry.at)}</td>
                <td data-label="Key">
                  <span class="mono">{entry.key_id}</span>
                </td>
                <td data-label="Action">{entry.action.replace('.', ' ')}</td>
                <td data-label="On">
                  <span class="mono">
                    {entry.action.startsWith('task.') ? <a href={`#/tasks/${encodeURIComponent(entry.target)}`}>{entry.target}</a> : entry.target}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <LoadMore paged={paged} />
    </section>
  );
};
