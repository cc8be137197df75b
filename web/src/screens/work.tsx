import { useEffect, useState } from 'preact/hooks';
import { api, call, type Schemas } from '../api';
import { rememberedClaims } from '../nav';
import { Heading, usd } from './ui';

type Task = Schemas['OperatorTask'];

/**
 * The operator's work as it stands now: the claims they hold (from the API, whichever device
 * claimed them), and the tasks claimed on this device since, through review to completion.
 */
export const MyWork = () => {
  const [tasks, setTasks] = useState<Task[]>();
  useEffect(() => {
    call(api.GET('/api/v1/operator/me'))
      .then((profile) => profile.open_claims)
      .catch(() => [] as string[])
      .then((open) => [...new Set([...open, ...rememberedClaims()])])
      .then((ids) => Promise.all(ids.map((id) => api.GET('/api/v1/operator/tasks/{id}', { params: { path: { id } } }).then(({ data }) => data))))
      .then((all) => setTasks(all.filter((task): task is Task => Boolean(task))))
      .catch(() => setTasks([]));
  }, []);
  return (
    <section>
      <Heading>My work</Heading>
      {tasks === undefined && <p aria-busy="true">Loading…</p>}
      {tasks?.length === 0 && <p>Nothing claimed yet. Accept a task from the list of open tasks.</p>}
      <ul class="cards">
        {tasks?.map((task) => (
          <li>
            <a class="card" href={`#/tasks/${encodeURIComponent(task.task_id)}`}>
              <strong>{task.title}</strong>
              <span class="row">
                <span class="pill">{task.status.replace(/_/g, ' ').toLowerCase()}</span>
                <span class="reward">{usd(task.reward_usd)}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
};
