import { useEffect, useState } from 'preact/hooks';
import { api, call, problem, type Schemas } from '../api';
import { disputeLine } from './dispute';
import { REPORTABLE, ReportPanel } from './report';
import { AgentRecord, ErrorNote, Heading, usd, useAction } from './ui';

type Task = Schemas['OperatorTask'];

/** Tasks per page; "Load more" reads on from the cursor. */
const PAGE_SIZE = 20;

/**
 * The operator's work from the API, whichever device claimed it: open claims and ended tasks,
 * newest claim first, each with where a dispute stands (reason and deadline on the task screen).
 */
export const MyWork = () => {
  const [tasks, setTasks] = useState<Task[]>();
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const more = useAction();
  const page = (cursor?: string) =>
    call(api.GET('/api/v1/operator/work', { params: { query: { limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) } } }));
  useEffect(() => {
    page()
      .then((first) => {
        setTasks(first.data);
        setNext(first.next_cursor);
      })
      .catch((caught) => setError(problem(caught)));
  }, []);
  const loadMore = () =>
    more.run(async () => {
      if (!next) return;
      const following = await page(next);
      setTasks((loaded) => [...(loaded ?? []), ...following.data]);
      setNext(following.next_cursor);
    });
  return (
    <section>
      <Heading>My work</Heading>
      <ErrorNote error={error} />
      {tasks === undefined && !error && <p aria-busy="true">Loading…</p>}
      {tasks?.length === 0 && <p>Nothing claimed yet. Accept a task from the list of open tasks.</p>}
      <ul class="cards">
        {tasks?.map((task) => {
          const dispute = disputeLine(task);
          return (
            <li>
              <a class="card" href={`#/tasks/${encodeURIComponent(task.task_id)}`}>
                <strong>{task.title}</strong>
                <span class="row">
                  <span class="pill">{task.status.replace(/_/g, ' ').toLowerCase()}</span>
                  <span class="reward">{usd(task.reward_usd)}</span>
                </span>
                {dispute && (
                  <span class={task.status === 'DISPUTED' ? 'dispute' : 'outcome'} data-testid="dispute-line">
                    {dispute}
                  </span>
                )}
                <AgentRecord agent={task.agent} />
              </a>
              {REPORTABLE.has(task.status) && <ReportPanel task={task} />}
            </li>
          );
        })}
      </ul>
      <ErrorNote error={more.error} />
      {next && (
        <button type="button" class="secondary" onClick={loadMore} disabled={more.busy} aria-busy={more.busy}>
          {more.busy ? 'Loading…' : 'Load more'}
        </button>
      )}
    </section>
  );
};
