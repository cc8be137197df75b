import { useEffect, useState } from 'preact/hooks';
import { api, type Schemas } from '../api';
import { rememberedClaims } from '../nav';
import { Heading, usd } from './ui';

type Task = Schemas['OperatorTask'];

/** The tasks claimed on this device, as they stand now (the API has no list of an operator's claims yet). */
export const MyWork = () => {
  const [tasks, setTasks] = useState<Task[]>();
  useEffect(() => {
    Promise.all(rememberedClaims().map((id) => api.GET('/api/v1/operator/tasks/{id}', { params: { path: { id } } }).then(({ data }) => data)))
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
