import { useEffect, useRef, useState } from 'preact/hooks';
import { pathsApiV1OperatorTasksGetParametersQueryTask_typeValues } from '../../../sdk/src/api-types.generated';
import { api, call, problem, type Schemas } from '../api';
import { KycBanner, useProfile } from './profile';
import { AgentRecord, countdown, ErrorNote, Heading, usd, useAction } from './ui';

type OpenTask = Schemas['OperatorTaskListItem'];
type Position = { lat: number; lng: number };

/** The filter's choices: the query parameter's values, generated from openapi.yaml. */
const TYPES = pathsApiV1OperatorTasksGetParametersQueryTask_typeValues;

/** Tasks per page: a phone shows a screenful or two; "Load more" reads on from the cursor. */
const PAGE_SIZE = 20;

/** Great-circle distance in km. */
export const distanceKm = (a: Position, b: Position): number => {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
};

export const Tasks = () => {
  const profile = useProfile();
  const [tasks, setTasks] = useState<OpenTask[]>();
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const more = useAction();
  // A page that answers after the filter changed belongs to the old list: it is dropped.
  const shownType = useRef('');
  const [type, setType] = useState('');
  const [minReward, setMinReward] = useState('');
  const [here, setHere] = useState<Position>();

  useEffect(() => {
    navigator.geolocation?.getCurrentPosition(
      (position) => setHere({ lat: position.coords.latitude, lng: position.coords.longitude }),
      () => undefined,
      { maximumAge: 300_000, timeout: 10_000 },
    );
  }, []);
  const page = (cursor?: string) =>
    call(
      api.GET('/api/v1/operator/tasks', {
        params: { query: { limit: PAGE_SIZE, ...(type ? { task_type: type as OpenTask['task_type'] } : {}), ...(cursor ? { cursor } : {}) } },
      }),
    );
  useEffect(() => {
    shownType.current = type;
    setError(undefined);
    setTasks(undefined);
    page()
      .then((first) => {
        if (shownType.current !== type) return;
        setTasks(first.data);
        setNext(first.next_cursor);
      })
      .catch((caught) => setError(problem(caught)));
  }, [type]);
  const loadMore = () =>
    more.run(async () => {
      if (!next) return;
      const following = await page(next);
      if (shownType.current !== type) return;
      setTasks((loaded) => [...(loaded ?? []), ...following.data]);
      setNext(following.next_cursor);
    });

  const minimum = Number(minReward) || 0;
  const shown = (tasks ?? [])
    .filter((task) => task.reward_usd >= minimum)
    .map((task) => ({ task, km: here && task.location ? distanceKm(here, task.location) : undefined }))
    .sort((a, b) => (a.km ?? Number.POSITIVE_INFINITY) - (b.km ?? Number.POSITIVE_INFINITY));

  return (
    <section>
      <Heading>Open tasks</Heading>
      <KycBanner profile={profile} />
      <div class="filters">
        <label class="field">
          <span>Type</span>
          <select name="type" value={type} onChange={(event) => setType((event.target as HTMLSelectElement).value)}>
            <option value="">All types</option>
            {TYPES.map((name) => (
              <option value={name}>{name.toLowerCase().replace(/_/g, ' ')}</option>
            ))}
          </select>
        </label>
        <label class="field">
          <span>Minimum reward ($)</span>
          <input
            name="min-reward"
            type="number"
            inputMode="decimal"
            min="0"
            step="1"
            value={minReward}
            onInput={(event) => setMinReward((event.target as HTMLInputElement).value)}
          />
        </label>
      </div>
      <ErrorNote error={error} />
      {tasks === undefined && !error && <p aria-busy="true">Loading tasks…</p>}
      {tasks !== undefined && shown.length === 0 && <p>No open tasks match. Pull the filters wider or come back later.</p>}
      <ul class="cards">
        {shown.map(({ task, km }) => (
          <li>
            <a class="card" href={`#/tasks/${encodeURIComponent(task.task_id)}`}>
              <strong>{task.title}</strong>
              <span class="row">
                <span class="pill">{task.task_type.toLowerCase()}</span>
                <span class="reward">{usd(task.reward_usd)}</span>
              </span>
              <span class="row muted">
                <span>Due in {countdown(task.deadline)}</span>
                {km !== undefined && <span>{km < 10 ? km.toFixed(1) : Math.round(km)} km away</span>}
              </span>
              <AgentRecord agent={task.agent} />
            </a>
          </li>
        ))}
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
