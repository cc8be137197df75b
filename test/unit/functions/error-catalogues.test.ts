import { describe, expect, it } from 'vitest';
import { type ErrorCatalogue, errorCatalogues, sample } from '../../support/error-catalogues';

const catalogues: ErrorCatalogue[] = await errorCatalogues();

describe('The error catalogues', () => {
  it('write each message once: no two entries, in one catalogue or two, build the same message', () => {
    const writers = new Map<string, string[]>();
    for (const { name, entries } of catalogues) {
      for (const [entry, factory] of Object.entries(entries)) {
        const { message } = sample(factory);
        writers.set(message, [...(writers.get(message) ?? []), `${name}.${entry}`]);
      }
    }
    expect([...writers].filter(([, entries]) => entries.length > 1)).toEqual([]);
  });

  it('are one to a file: the platform’s in platform/kernel/errors.ts, a module’s or an adapter’s in its own errors.ts', () => {
    const byFile = new Map<string, string[]>();
    for (const { name, file } of catalogues) byFile.set(file, [...(byFile.get(file) ?? []), name]);
    expect([...byFile].filter(([, names]) => names.length !== 1)).toEqual([]);
    for (const file of byFile.keys()) {
      expect(file).toMatch(/^functions\/(platform\/kernel|contexts\/[^/]+\/[^/]+|adapters\/[^/]+)\/errors\.ts$/);
    }
  });
});
