import { api, call } from '../api';
import { usePaged } from '../desk/paged';
import { LoadMore } from '../desk/ui';
import { ErrorNote, Heading, when } from '../screens/ui';

/** Every admin action, newest first, with who did it. */
export const Audit = () => {
  const paged = usePaged((cursor?: string) =>
    call(api.GET('/api/v1/admin/audit', { params: { query: { limit: 50, ...(cursor ? { cursor } : {}) } } })),
  );
  return (
    <section>
      <Heading>Audit log</Heading>
      <ErrorNote error={paged.error} />
      {paged.items === undefined && !paged.error && <p aria-busy="true">Loading…</p>}
      {paged.items?.length === 0 && <p>Nothing recorded yet.</p>}
      {!!paged.items?.length && (
        <table aria-label="Admin actions, newest first" data-testid="audit">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">Action</th>
              <th scope="col">On</th>
              <th scope="col">Detail</th>
            </tr>
          </thead>
          <tbody>
            {paged.items.map((entry) => (
              <tr>
                <td>{when(entry.at)}</td>
                <td>{entry.actor}</td>
                <td>{entry.action.replace(/_/g, ' ')}</td>
                <td class="mono">{entry.target}</td>
                <td>{entry.detail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <LoadMore paged={paged} />
    </section>
  );
};
