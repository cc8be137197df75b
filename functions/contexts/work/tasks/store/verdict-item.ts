import * as z from 'zod/mini';
import type { Task } from '../domain/tasks';

type Verdict = NonNullable<Task['guardian_result']>;

/** The Guardian's verdict as the domain holds it. */
const verdictShape = () =>
  z.object({
    decision: z.string(),
    confidence: z.number(),
    reasoning: z.string(),
    checks: z.optional(z.array(z.object({ check: z.string(), photo_id: z.string(), passed: z.boolean(), detail: z.string() }))),
    requirements: z.optional(z.array(z.object({ requirement: z.string(), met: z.boolean(), photo_ids: z.array(z.string()), reason: z.string() }))),
    result_fields: z.optional(z.array(z.object({ field: z.string(), supported: z.boolean(), reason: z.string() }))),
  });

/**
 * The verdict as it is stored: its fields in a fixed order, each list's entries as arrays (no
 * attribute names repeated per check), as JSON compressed with Brotli, in a binary attribute. A
 * one-photo verdict is ~1,080 B as a map and ~370 B so, which keeps the content item the review
 * writes under 1 KB (one write unit, two in its transaction, instead of two and four).
 */
type StoredVerdict = [
  decision: string,
  confidence: number,
  reasoning: string,
  checks: [check: string, photoId: string, passed: boolean, detail: string][] | null,
  requirements: [requirement: string, met: boolean, photoIds: string[], reason: string][] | null,
  resultFields: [field: string, supported: boolean, reason: string][] | null,
];

/**
 * The fields the stored tuples have a place for, at the top and in each list's entries: a field
 * added to the verdict, or to a check, requirement or result field, fails to compile below until
 * it has one, instead of being dropped when stored.
 */
type Holds<T extends true> = T;
type AllStored<T, Stored extends PropertyKey> = Exclude<keyof T, Stored> extends never ? true : false;
type Entry<K extends 'checks' | 'requirements' | 'result_fields'> = NonNullable<Verdict[K]>[number];
export type EveryVerdictFieldStored = [
  Holds<AllStored<Verdict, 'decision' | 'confidence' | 'reasoning' | 'checks' | 'requirements' | 'result_fields'>>,
  Holds<AllStored<Entry<'checks'>, 'check' | 'photo_id' | 'passed' | 'detail'>>,
  Holds<AllStored<Entry<'requirements'>, 'requirement' | 'met' | 'photo_ids' | 'reason'>>,
  Holds<AllStored<Entry<'result_fields'>, 'field' | 'supported' | 'reason'>>,
];

/**
 * Node's zlib, loaded at the first verdict written or read: most functions that link the tasks
 * store never touch one, and need not load it when they start.
 */
const zlib = () => process.getBuiltinModule('node:zlib');

export const storedVerdict = (verdict: Verdict): Uint8Array => {
  const stored: StoredVerdict = [
    verdict.decision,
    verdict.confidence,
    verdict.reasoning,
    verdict.checks?.map(({ check, photo_id, passed, detail }) => [check, photo_id, passed, detail]) ?? null,
    verdict.requirements?.map(({ requirement, met, photo_ids, reason }) => [requirement, met, photo_ids, reason]) ?? null,
    verdict.result_fields?.map(({ field, supported, reason }) => [field, supported, reason]) ?? null,
  ];
  const { brotliCompressSync, constants } = zlib();
  return brotliCompressSync(JSON.stringify(stored), { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } });
};

/** What storedVerdict wrote, as the domain's shape (checked next); undefined when it is not readable. */
const readVerdict = (bytes: Uint8Array): unknown => {
  try {
    const [decision, confidence, reasoning, checks, requirements, resultFields] = JSON.parse(
      zlib().brotliDecompressSync(bytes).toString('utf8'),
    ) as StoredVerdict;
    return {
      decision,
      confidence,
      reasoning,
      ...(checks ? { checks: checks.map(([check, photo_id, passed, detail]) => ({ check, photo_id, passed, detail })) } : {}),
      ...(requirements
        ? { requirements: requirements.map(([requirement, met, photo_ids, reason]) => ({ requirement, met, photo_ids, reason })) }
        : {}),
      ...(resultFields ? { result_fields: resultFields.map(([field, supported, reason]) => ({ field, supported, reason })) } : {}),
    };
  } catch {
    return undefined;
  }
};

/** A stored verdict: storedVerdict's bytes, or a map (how verdicts were stored before). */
export const verdictItem = () =>
  z.pipe(
    z.transform((stored: unknown) => (stored instanceof Uint8Array ? readVerdict(stored) : stored)),
    verdictShape(),
  );
