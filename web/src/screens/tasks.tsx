import { lazy, Suspense } from 'preact/compat';
import { useEffect, useRef, useState } from 'preact/hooks';
import { pathsApiV1OperatorTasksGetParametersQueryTask_typeValues } from '../../../sdk/src/api-types.generated';
import { api, call, problem, type Schemas } from '../api';
import { appConfig } from '../auth';
import { useOnline } from '../offline';
import { useLocation } from './camera';
import { Notifications } from './notifications';
import { KycBanner, useProfile } from './profile';
import { AgentRecord, countdown, ErrorNote, Heading, RestrictedBadge, usd, useAction, windowInWords } from './ui';

type OpenTask = Schemas['OperatorTaskListItem'];
type Position = { lat: number; lng: number };

/** The map and its library load only when the operator opens the map. */
const TaskMap = lazy(() => import('./task-map').then((module) => ({ default: module.TaskMap })));

/** The radii an operator picks from (km); the server takes up to 200. */
const RADII = [5, 25, 100, 200];

/** The filter's choices: the query parameter's values, generated from openapi.yaml. */
const TYPES = pathsApiV1OperatorTasksGetParametersQueryTask_typeValues;

/** Tasks per page: a phone shows a screenful or two; "Load more" reads on from the cursor. */
const PAGE_SIZE = 20;

const shownKm = (km: number) => (km < 10 ? km.toFixed(1) : String(Math.round(km)));

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
  const [radius, setRadius] = useState(25);
  const [view, setView] = useState<'list' | 'map'>('list');
  const [tileUrl, setTileUrl] = useState<string>();
  const location = useLocation();
  const online = useOnline();
  // The list is of where the operator was when it loaded: a moving fix does not reshuffle it.
  const [here, setHere] = useState<Position>();
  useEffect(() => {
    if (location.fix && !here) setHere({ lat: location.fix.lat, lng: location.fix.lng });
  }, [location.fix]);
  useEffect(() => {
    void appConfig()
      .then((config) => setTileUrl(config.mapTileUrl || undefined))
      .catch(() => undefined);
  }, []);
  // Without a position yet (asking, or denied) the list is the newest first; with one, nearest first.
  const waiting = location.state === 'checking' || (location.state === 'on' && !here);
  const listKey = `${type}|${here ? `${here.lat},${here.lng},${radius}` : ''}`;
  const page = (cursor?: string) =>
    call(
      api.GET('/api/v1/operator/tasks', {
        params: {
          query: {
            limit: PAGE_SIZE,
            ...(type ? { task_type: type as OpenTask['task_type'] } : {}),
            ...(here ? { near: `${here.lat.toFixed(5)},${here.lng.toFixed(5)}`, radius_km: radius } : {}),
            ...(cursor ? { cursor } : {}),
          },
        },
      }),
    );
  useEffect(() => {
    if (waiting) return;
    shownType.current = listKey;
    setError(undefined);
    setTasks(undefined);
    page()
      .then((first) => {
        if (shownType.current !== listKey) return;
        setTasks(first.data);
        setNext(first.next_cursor);
      })
      .catch((caught) => setError(problem(caught)));
  }, [listKey, waiting]);
  const loadMore = () =>
    more.run(async () => {
      if (!next) return;
      const following = await page(next);
      if (shownType.current !== listKey) return;
      setTasks((loaded) => [...(loaded ?? []), ...following.data]);
      setNext(following.next_cursor);
    });

  const minimum = Number(minReward) || 0;
  const shown = (tasks ?? []).filter((task) => task.reward_usd >= minimum);

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
        {here && (
          <label class="field">
            <span>Within</span>
            <select name="radius" value={radius} onChange={(event) => setRadius(Number((event.target as HTMLSelectElement).value))}>
              {RADII.map((km) => (
                <option value={km}>{km} km</option>
              ))}
            </select>
          </label>
        )}
      </div>
      {here ? (
        <div class="view-toggle">
          <button type="button" class="secondary" aria-pressed={view === 'list'} onClick={() => setView('list')}>
            List
          </button>
          <button type="button" class="secondary" aria-pressed={view === 'map'} onClick={() => setView('map')}>
            Map
          </button>
        </div>
      ) : (
        <NearNote state={location.state} onAsk={location.ask} />
      )}
      {!online && (
        <p class="banner offline" role="status" data-testid="offline">
          You are offline. This is the task list as last loaded; claiming and new tasks wait for the connection.
        </p>
      )}
      <ErrorNote error={error} />
      {tasks === undefined && !error && <p aria-busy="true">Loading tasks…</p>}
      {tasks !== undefined && shown.length === 0 && <p>No open tasks match. Pull the filters wider or come back later.</p>}
      {here && view === 'map' && tasks !== undefined && (
        <Suspense fallback={<p aria-busy="true">Loading the map…</p>}>
          <TaskMap
            here={here}
            radiusKm={radius}
            tileUrl={tileUrl}
            tasks={shown.flatMap((task) => (task.location ? [{ ...task, location: task.location }] : []))}
          />
        </Suspense>
      )}
      <ul class="cards" data-testid="task-list">
        {shown.map((task) => (
          <li>
            <a class="card" href={`#/tasks/${encodeURIComponent(task.task_id)}`}>
              <strong>{task.title}</strong>
              <span class="row">
                <span class="pill">{task.task_type.toLowerCase()}</span>
                <RestrictedBadge restricted={task.restricted} />
                <span class="reward">{usd(task.reward_usd)}</span>
              </span>
              <span class="row muted">
                <span>Due in {countdown(task.deadline)}</span>
                {task.window && <span data-testid="window">{windowInWords(task.window)}</span>}
                {task.distance_km !== undefined && <span>{shownKm(task.distance_km)} km away</span>}
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
      <Notifications />
    </section>
  );
};

/** Why the app asks for the position, and what is missing without it. */
const NearNote = ({ state, onAsk }: { state: string; onAsk(): void }) => {
  if (state === 'ask')
    return (
      <div class="banner">
        <p>
          Allow location to see the open tasks near you, nearest first, on a list or a map. Tasks with a place need it: their photos must show where
          they were taken.
        </p>
        <button type="button" class="secondary" onClick={onAsk}>
          Allow location
        </button>
      </div>
    );
  if (state === 'denied' || state === 'unsupported')
    return (
      <p class="banner" role="status">
        Without your location the list shows the newest tasks, not the nearest. Tasks with a place need it: turn location on for this site to take
        them.
      </p>
    );
  return null;
};
