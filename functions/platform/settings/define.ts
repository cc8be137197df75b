/**
 * What a setting is, and the parsers settings are built from: plain functions, not a schema
 * library, because every function reads every setting when it starts (a schema per setting
 * was ~800 zod constructor calls at each cold start).
 */
import { type Cents, toCents } from '../kernel/money';

type Parsed<T> = { ok: true; value: T } | { ok: false; must: string };

/** The text of a variable or context value to its typed value; a refused text gets the parser's `must ...` message. */
type Parser<T> = (text: string) => Parsed<T>;

/** A condition a setting's value must meet somewhere (a deployment, the production stage), and what it says when not. */
export interface Condition<T> {
  holds(value: T): boolean;
  readonly must: string;
}

/**
 * What only a deployment reads of a setting, at synth: for the functions' settings, kept apart from the
 * catalogue they bundle (deploy-conditions.ts), and joined to each setting by deploy.ts.
 */
export interface DeployConditions<T> {
  /** What a deployment takes without its context key, where that differs from `default`. */
  readonly deployedDefault?: string;
  /** A further condition at synth only (a deployed RPC endpoint must be https, a local one need not). */
  readonly deployed?: Condition<T>;
  /** A further condition at synth of the production stage (deploy-conditions.ts, PRODUCTION_STAGE): the admin key's hash set, say. */
  readonly production?: Condition<T>;
  /**
   * The form a deployment writes the value in for the functions, when it is not the form given: an
   * address's EIP-55 checksum, made once at synth so that no function needs keccak to show it. (A method, as `format` is.)
   */
  deployedForm?(value: T): T;
}

export interface Setting<T> extends DeployConditions<T> {
  /** The environment variable the functions read. */
  readonly env: string;
  /** The CDK context key a deployment sets it with (`cdk deploy -c key=value`); none: not deployable that way. */
  readonly context?: string;
  /** The text it takes when the variable is unset or empty (and at synth without its context key). */
  readonly default?: string;
  /** The given text (undefined: none) to the value: the default when none, the parser's verdict otherwise. */
  readonly parse: (text: string | undefined) => Parsed<T>;
  /** The value back to the variable's text, which the synth hands to the functions. (A method: any setting is a Setting<unknown>.) */
  format(value: T): string;
}

/**
 * What docs/configuration.md says of a setting: kept apart from the setting, in a record keyed as its
 * catalogue is (SettingDocs), so that the functions, which bundle the catalogue, carry none of these words.
 */
export interface SettingDoc {
  /** What the setting means. */
  readonly about: string;
  /** The words for the default, where the value alone would not say it. */
  readonly defaultText?: string;
}

/** The docs of a catalogue's settings: one for each setting (`satisfies` it, so that none is missing and none is extra). */
export type SettingDocs<S extends Record<string, unknown>> = { readonly [K in keyof S]: SettingDoc };

/**
 * What a catalogue says of a setting. Of the deploy conditions, only `production`, which the stacks' own settings
 * (stack-catalogue.ts) state beside them; the functions' settings have theirs in deploy-conditions.ts.
 */
type Definition<T> = Omit<Setting<T>, 'parse' | 'format' | keyof DeployConditions<T>> & {
  readonly parser: Parser<T>;
  readonly format?: (value: T) => string;
};

/**
 * A setting as its definition says, every one with the same fields in the same order (one shape, not one per definition):
 * every function makes them all at load and reads them all at start.
 */
const made = <T, V>(
  definition: Definition<T> & { readonly production?: Condition<V> },
  parse: (text: string | undefined) => Parsed<V>,
  format: (value: V) => string,
): Setting<V> => ({
  env: definition.env,
  context: definition.context,
  default: definition.default,
  production: definition.production,
  parse,
  format,
});

/** A setting with a default: always has a value. */
export const setting = <T, const C extends string | undefined = undefined>(
  definition: Definition<T> & { readonly default: string; readonly context?: C; readonly production?: Condition<T> },
): Setting<T> & { readonly context: C } =>
  made(definition, (text) => definition.parser(text ?? definition.default), definition.format ?? String) as Setting<T> & { readonly context: C };

/** A setting without which nothing can run (the table's name). */
export const required = <T>(definition: Definition<T>): Setting<T> =>
  made(definition, (text) => (text === undefined ? { ok: false, must: 'is required' } : definition.parser(text)), definition.format ?? String);

/**
 * A setting that may be absent (undefined), e.g. the chain's RPC URL; an empty text is absent too. Its
 * conditions see the absence (a `production` one may require the setting).
 */
export const optional = <T, const C extends string | undefined = undefined>(
  definition: Definition<T> & { readonly context?: C; readonly production?: Condition<T | undefined> },
): Setting<T | undefined> & { readonly context: C } =>
  made<T, T | undefined>(
    definition,
    (text) => (text === undefined || text === '' ? { ok: true, value: undefined } : definition.parser(text)),
    (value) => (value === undefined ? '' : (definition.format ?? String)(value)),
  ) as Setting<T | undefined> & { readonly context: C };

type ValueOf<S> = S extends Setting<infer T> ? T : never;
/** A catalogue of settings of any value types, and what reading it gives. */
// biome-ignore lint/suspicious/noExplicitAny: settings of every value type
export type AnySetting = Setting<any>;
export type ValuesOf<S extends Record<string, AnySetting>> = { -readonly [K in keyof S]: ValueOf<S[K]> };

/** A condition between settings (DEPOSIT_ADDRESS with CHAIN_RPC_URL); `names` are the variables, or the context keys at synth. */
export interface Rule<V> {
  /** The settings it reads (and may name). */
  readonly settings: readonly (keyof V & string)[];
  readonly holds: (values: V) => boolean;
  readonly says: (names: Readonly<Record<keyof V & string, string>>) => string;
}

/** A bad deployment: every setting that is wrong, named. */
export class SettingsError extends Error {
  override readonly name = 'SettingsError';

  constructor(readonly problems: readonly string[]) {
    super(problems.join('; '));
  }
}

/**
 * Reads every setting of `settings` from `textOf`; `nameOf` says how a message names a setting
 * (its variable at run time, its context key at synth). Problems are collected, not thrown, so
 * one start (or synth) shows them all.
 */
export const readSettings = <S extends Record<string, AnySetting>>(
  settings: S,
  textOf: (setting: AnySetting) => string | undefined,
  nameOf: (setting: AnySetting) => string,
): { values: ValuesOf<S>; problems: string[] } => {
  const problems: string[] = [];
  const values: Record<string, unknown> = {};
  for (const [key, setting] of Object.entries(settings)) {
    const text = textOf(setting);
    const parsed = setting.parse(text);
    if (parsed.ok) values[key] = parsed.value;
    else problems.push(text === undefined ? `${nameOf(setting)} ${parsed.must}` : `${nameOf(setting)} ${parsed.must}, got '${text}'`);
  }
  return { values: values as ValuesOf<S>, problems };
};

/** What each rule that `values` break says, the settings named by `nameOf`. */
export const brokenRules = <V>(rules: readonly Rule<V>[], values: V, nameOf: (key: keyof V & string) => string): string[] =>
  rules
    .filter((rule) => !rule.holds(values))
    .map((rule) => rule.says(Object.fromEntries(rule.settings.map((key) => [key, nameOf(key)])) as Record<keyof V & string, string>));

/** Text turned into a value by `convert`, which answers undefined for text it refuses. */
export const parsed =
  <T>(must: string, convert: (text: string) => T | undefined): Parser<T> =>
  (text) => {
    const value = convert(text);
    return value === undefined ? { ok: false, must } : { ok: true, value };
  };

/** Any text, the empty one included. */
export const anyText: Parser<string> = (text) => ({ ok: true, value: text });

export const nonEmptyText = (must = 'must not be empty'): Parser<string> => parsed(must, (text) => (text === '' ? undefined : text));

export const oneOf = <const V extends readonly [string, ...string[]]>(values: V): Parser<V[number]> =>
  parsed(`must be ${values.slice(0, -1).join(', ')} or ${values.at(-1)}`, (text) => values.find((value) => value === text));

/** A whole number from `min` to `max`, in digits only (no '1e3', no '0x10'). */
export const wholeNumber = (min: number, max: number, must: string): Parser<number> =>
  parsed(must, (text) => {
    const value = Number(text);
    return /^\d+$/.test(text) && Number.isSafeInteger(value) && value >= min && value <= max ? value : undefined;
  });

/** A decimal number from `min` to `max`, in digits and at most one point (no exponent, no 'Infinity'). */
export const decimal = (min: number, max: number, must: string): Parser<number> =>
  parsed(must, (text) => {
    const value = Number(text);
    return /^\d+(\.\d+)?$/.test(text) && value >= min && value <= max ? value : undefined;
  });

/** Dollars with at most two decimals, held as integer cents: never rounded, so '0.055' is refused, not charged as 0. */
export const dollars = (minCents: Cents, must: string): Parser<Cents> =>
  parsed(must, (text) => {
    const cents = /^\d+(\.\d{1,2})?$/.test(text) ? toCents(Number(text)) : undefined;
    return cents !== undefined && cents >= minCents ? cents : undefined;
  });

/** Integer cents back to the dollars they were written as ('0.05', '2500.5'). */
export const formatDollars = (cents: Cents): string => String(cents / 100);

/**
 * A 20-byte hex address in any case. A deployment writes it in its EIP-55 form (deploy-conditions.ts,
 * `deployedForm`), so the functions show it checksummed and loading settings needs no keccak.
 */
export const address: Parser<`0x${string}`> = parsed('must be a 0x-prefixed 20-byte address', (text) =>
  /^0x[0-9a-fA-F]{40}$/.test(text) ? (text as `0x${string}`) : undefined,
);

/** Whether a URL (as `url` holds it) is https: a deployed chain's RPC endpoint must be, at synth and when read from SSM. */
export const isHttpsUrl = (text: string): boolean => text.startsWith('https://');

/** An absolute URL (`scheme://...`, surrounding blanks dropped) whose scheme `protocols` matches. */
export const url = (protocols: RegExp, must: string): Parser<string> =>
  parsed(must, (text) => {
    const trimmed = text.trim();
    const parsedUrl = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? URL.parse(trimmed) : null;
    return parsedUrl && protocols.test(parsedUrl.protocol.slice(0, -1)) ? trimmed : undefined;
  });
