import type { ParseArgsConfig } from 'node:util';
import type { HandoffClient, HandoffClientOptions } from '../client.js';

export type Options = NonNullable<ParseArgsConfig['options']>;
export type Values = Record<string, string | boolean | (string | boolean)[] | undefined>;

/** A mistake on the command line: usage to stderr, exit code 2. */
export class UsageError extends Error {}

/** What a command is given: its parsed options and words, and how to print and reach the API. */
export interface Context {
  values: Values;
  positionals: string[];
  json: boolean;
  out: (humanText: string, data: unknown) => void;
  /** The agent's client; `options` add to the API key and base URL (x402's wallet). */
  client: (options?: Partial<HandoffClientOptions>) => HandoffClient;
}

/** One command (`tasks create`, `me`, ...): its own options besides the global ones, and what it does. */
export interface Command {
  options?: Options;
  needsApiKey?: boolean;
  run: (context: Context) => Promise<void>;
}
