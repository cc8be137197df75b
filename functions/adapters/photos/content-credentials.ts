/**
 * Content Credentials (C2PA manifests) read and validated by the C2PA reference implementation
 * (c2pa-rs, compiled to WebAssembly: the native binding does not install on Lambda's platform).
 * Nothing here judges: contexts/work/photos/domain/evidence.ts turns what is read into the `content_credentials` check.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { ContentCredentialsFacts } from '../../contexts/work/photos/domain';

type C2pa = typeof import('@contentauth/c2pa-wasm');

/**
 * The 9 MB WebAssembly module is compiled at the first photo that carries a manifest, once per
 * process: a review of photos without Content Credentials never loads it.
 */
let c2pa: Promise<C2pa> | undefined;
const loadC2pa = (): Promise<C2pa> =>
  (c2pa ??= (async () => {
    const library = await import('@contentauth/c2pa-wasm');
    const wasm = await readFile(createRequire(import.meta.url).resolve('@contentauth/c2pa-wasm/c2pa.wasm'));
    await library.default({ module_or_path: wasm });
    return library;
  })());

/**
 * A review never reaches out: remote manifests and certificate status (OCSP) are not fetched, and
 * no trust list is configured, so "validates" means the manifest is intact, bound to these bytes
 * and signed by the certificate it names; who that signer is, the detail says.
 */
const READER_CONTEXT = JSON.stringify({ verify: { remote_manifest_fetch: false, ocsp_fetch: false, verify_trust: false } });

/** The IPTC digital source types that declare an image made by generative AI. */
const GENERATIVE_SOURCE_TYPES = ['trainedAlgorithmicMedia', 'compositeWithTrainedAlgorithmicMedia'];

interface ManifestStore {
  active_manifest?: string;
  manifests?: Record<
    string,
    {
      signature_info?: { common_name?: string; issuer?: string };
      assertions?: { label?: string; data?: { actions?: { digitalSourceType?: string }[] } }[];
    }
  >;
  validation_status?: { code?: string }[];
  validation_results?: { activeManifest?: { failure?: { code?: string }[] } };
}

/** What the manifest store (the reader's JSON) says about the active manifest. */
export const credentialsOf = (store: ManifestStore): ContentCredentialsFacts => {
  const manifest = store.active_manifest ? store.manifests?.[store.active_manifest] : undefined;
  const { common_name: commonName, issuer } = manifest?.signature_info ?? {};
  const failures = store.validation_results?.activeManifest?.failure ?? store.validation_status ?? [];
  const generativeAi = (manifest?.assertions ?? [])
    .filter((assertion) => assertion.label === 'c2pa.actions' || assertion.label === 'c2pa.actions.v2')
    .flatMap((assertion) => assertion.data?.actions ?? [])
    .map((action) => action.digitalSourceType?.split('/').pop())
    .find((type) => type !== undefined && GENERATIVE_SOURCE_TYPES.includes(type));
  return {
    signer: commonName && issuer && commonName !== issuer ? `${commonName} (${issuer})` : (commonName ?? issuer ?? 'an unnamed signer'),
    problems: manifest ? failures.map((failure) => failure.code ?? 'unknown') : ['no active manifest'],
    ...(generativeAi ? { generativeAi } : {}),
  };
};

/** JUMBF boxes of a manifest store carry this label; bytes without it are not handed to the reader. */
const C2PA_LABEL = Buffer.from('c2pa', 'latin1');

/**
 * The Content Credentials of a photo, or undefined when it carries none (or none the reader finds:
 * a file in which the label merely occurs by chance).
 */
export const readContentCredentials = async (bytes: Buffer, contentType: string | undefined): Promise<ContentCredentialsFacts | undefined> => {
  if (!contentType || !bytes.includes(C2PA_LABEL)) return undefined;
  const { WasmReader } = await loadC2pa();
  let reader: import('@contentauth/c2pa-wasm').WasmReader | undefined;
  try {
    reader = await WasmReader.fromBytes(contentType, bytes, READER_CONTEXT);
    return credentialsOf(JSON.parse(reader.json()));
  } catch (error) {
    // JumbfNotFound: no manifest after all. Anything else is a manifest that could not be read: a failure to report, never a crash.
    const problem = String(error);
    return problem.includes('JumbfNotFound')
      ? undefined
      : { signer: 'an unknown signer', problems: [`unreadable manifest: ${problem.slice(0, 200)}`] };
  } finally {
    reader?.free();
  }
};
