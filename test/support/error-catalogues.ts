import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { DomainError } from '../../functions/platform/kernel/errors';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** One entry of a catalogue: it builds the error a client reads. */
export type ErrorFactory = (...args: never[]) => DomainError;

/** One catalogue of client-visible messages: `taskErrors` in functions/contexts/work/tasks/errors.ts. */
export interface ErrorCatalogue {
  /** The name it is exported as, which code names its entries by (`taskErrors.taskNotFound`). */
  name: string;
  /** Its file, from the repository root. */
  file: string;
  entries: Record<string, ErrorFactory>;
}

/** A catalogue's export name: the platform's and each module's end in `Errors`. */
export const CATALOGUE_NAME = /^[a-z][A-Za-z0-9]*Errors$/;

/** The files catalogues live in: each module's errors.ts, the platform's kernel/errors.ts, an adapter's errors.ts. */
export const catalogueFiles = (): string[] =>
  readdirSync(join(repoRoot, 'functions'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file === 'errors.ts' || file.endsWith('/errors.ts'))
    .map((file) => `functions/${file}`)
    .sort();

/** Every catalogue of functions/, loaded. */
export const errorCatalogues = async (): Promise<ErrorCatalogue[]> =>
  (
    await Promise.all(
      catalogueFiles().map(async (file) =>
        Object.entries((await import(pathToFileURL(join(repoRoot, file)).href)) as Record<string, unknown>)
          .filter(([name]) => CATALOGUE_NAME.test(name))
          .map(([name, entries]) => ({ name, file, entries: entries as Record<string, ErrorFactory> })),
      ),
    )
  ).flat();

/**
 * An entry's error, built with placeholder arguments: its class (so its status) never depends on
 * what it is given, and a message with no argument in it comes out as written.
 */
export const sample = (factory: ErrorFactory): DomainError => (factory as (...args: unknown[]) => DomainError)('x', 1, 1, 1);
