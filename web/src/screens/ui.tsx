import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { problem } from '../api-client';

export const Heading = ({ children }: { children: ComponentChildren }) => <h1 tabIndex={-1}>{children}</h1>;

/** An error in the API's own words, announced to screen readers. */
export const ErrorNote = ({ error }: { error?: string }) =>
  error ? (
    <p class="error" role="alert">
      {error}
    </p>
  ) : null;

export const Note = ({ children }: { children: ComponentChildren }) => (
  <p class="note" role="status">
    {children}
  </p>
);

/** A form's state: busy while its action runs, and the error it ended with, worded by `problem`. */
export const useAction = () => {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(undefined);
    try {
      await action();
    } catch (caught) {
      setError(problem(caught));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run, setError };
};

export const Field = (props: {
  label: string;
  name: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'number' | 'date';
  value: string;
  onInput(value: string): void;
  autocomplete?: string;
  required?: boolean;
  hint?: string;
  inputMode?: 'numeric' | 'decimal' | 'email' | 'text';
  min?: string;
  step?: string;
  maxLength?: number;
}) => (
  <label class="field">
    <span>{props.label}</span>
    <input
      name={props.name}
      // One input for every text-like type: Preact types the attributes per type, a union is not one of them.
      type={(props.type ?? 'text') as 'text'}
      value={props.value}
      onInput={(event) => props.onInput((event.target as HTMLInputElement).value)}
      autocomplete={props.autocomplete}
      required={props.required}
      inputMode={props.inputMode}
      min={props.min}
      step={props.step}
      maxLength={props.maxLength}
      aria-describedby={props.hint ? `${props.name}-hint` : undefined}
    />
    {props.hint && (
      <small id={`${props.name}-hint`} class="hint">
        {props.hint}
      </small>
    )}
  </label>
);

export const usd = (amount: number) => `$${amount.toFixed(2)}`;

/** How the task screen and Earnings say a kill fee: the agent cancelled the task the operator held. */
export const killFeeWords = (amount: number) => `Cancelled by the agent: you receive ${usd(amount)}`;

/** The agent's record as operators see it on a task card and the task screen. */
export const AgentRecord = ({ agent }: { agent: { completed_tasks: number; disputed_tasks: number } }) => (
  <span class="muted" data-testid="agent-record">
    Agent: {agent.completed_tasks} completed, {agent.disputed_tasks} disputed
  </span>
);

/** Where the acceptable use policy is published: the same origin as the apps, deployed and local. */
export const ACCEPTABLE_USE_HREF = '/acceptable-use';
/** Where the page on how proof is decided (automated and by people) is published, likewise. */
export const AUTOMATED_DECISIONS_HREF = '/automated-decisions';

/** A restricted task type (the acceptable use policy's): marked on cards and the task screen, so the purpose is read first. */
export const RestrictedBadge = ({ restricted }: { restricted: boolean }) =>
  restricted ? (
    <span class="pill restricted" data-testid="restricted">
      restricted
    </span>
  ) : null;

/** "2 d 3 h", "45 min", or "passed", from now until then. */
export const countdown = (until: string, now = Date.now()): string => {
  const minutes = Math.floor((new Date(until).getTime() - now) / 60_000);
  if (minutes <= 0) return 'passed';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days) return `${days} d ${hours} h`;
  if (hours) return `${hours} h ${minutes % 60} min`;
  return `${minutes} min`;
};

export const when = (at: string) => new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A day as the operator says it, in their locale and time zone: "today", "tomorrow", "yesterday", else "on Mon, Dec 7". */
const dayOf = (at: Date, now: Date): string => {
  const midnight = (day: Date) => new Date(day.getFullYear(), day.getMonth(), day.getDate()).getTime();
  const days = Math.round((midnight(at) - midnight(now)) / 86_400_000);
  if (Math.abs(days) <= 1) return new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }).format(days, 'day');
  return `on ${at.toLocaleDateString(undefined, { weekday: 'short', month: 'short', day: 'numeric' })}`;
};

const clockOf = (at: Date) => at.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });

/** A task's work window in plain words: "Between 9:00 and 11:00 tomorrow", "From 9:00 today", "Until 11:00 on Mon, Dec 7". */
export const windowInWords = (window: { not_before: string | null; not_after: string | null }, now = new Date()): string => {
  const from = window.not_before ? new Date(window.not_before) : undefined;
  const to = window.not_after ? new Date(window.not_after) : undefined;
  if (from && to) {
    const [fromDay, toDay] = [dayOf(from, now), dayOf(to, now)];
    return fromDay === toDay
      ? `Between ${clockOf(from)} and ${clockOf(to)} ${toDay}`
      : `Between ${clockOf(from)} ${fromDay} and ${clockOf(to)} ${toDay}`;
  }
  if (from) return `From ${clockOf(from)} ${dayOf(from, now)}`;
  return to ? `Until ${clockOf(to)} ${dayOf(to, now)}` : '';
};
