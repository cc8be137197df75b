/**
 * Signs a photo with Content Credentials the way a C2PA camera does, so tests exercise the real
 * reader on real manifests: the C2PA reference builder (c2pa-wasm) writes the manifest, and this
 * module signs its claim with a test certificate chain (test/fixtures/c2pa, made with openssl:
 * an ES256 end-entity certificate for e-mail protection under a test root, as C2PA's profile asks).
 *
 * The wasm builder hands the signer the claim and expects the whole COSE_Sign1 back (its signer
 * does "direct COSE handling"), and reads its source through the browser's FileReaderSync; both
 * are supplied here for Node.
 */
import { createPrivateKey, sign, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'c2pa');
const certificate = (name: string) => new X509Certificate(readFileSync(join(FIXTURES, name))).raw;
/** What the manifest's signature box reserves; the COSE structure is padded to exactly this. */
const RESERVE_BYTES = 10_000;

type Cbor = number | string | Buffer | null | Cbor[] | Map<number | string, Cbor> | { tag: number; value: Cbor };
const cborHead = (major: number, length: number): Buffer => {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  const head = Buffer.alloc(length < 0x10000 ? 3 : 5);
  head[0] = (major << 5) | (length < 0x10000 ? 25 : 26);
  if (length < 0x10000) head.writeUInt16BE(length, 1);
  else head.writeUInt32BE(length, 1);
  return head;
};
/** The few CBOR shapes a COSE_Sign1 needs (RFC 8949 deterministic encoding of them). */
const cbor = (value: Cbor): Buffer => {
  if (value === null) return Buffer.from([0xf6]);
  if (typeof value === 'number') return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([cborHead(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (Buffer.isBuffer(value)) return Buffer.concat([cborHead(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([cborHead(4, value.length), ...value.map(cbor)]);
  if (value instanceof Map) return Buffer.concat([cborHead(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
  return Buffer.concat([cborHead(6, value.tag), cbor(value.value)]);
};

/** COSE_Sign1 (RFC 9052) over the claim, detached payload, ES256, x5chain in the protected header, padded as C2PA pads. */
const coseSign1 = async (claim: Uint8Array): Promise<Uint8Array<ArrayBuffer>> => {
  const protectedHeader = cbor(
    new Map<number, Cbor>([
      [1, -7],
      [33, [certificate('test-signer.pem'), certificate('test-root-ca.pem')]],
    ]),
  );
  const toBeSigned = cbor(['Signature1', protectedHeader, Buffer.alloc(0), Buffer.from(claim)]);
  const key = createPrivateKey(readFileSync(join(FIXTURES, 'test-signer.key')));
  const signature = sign('sha256', toBeSigned, { key, dsaEncoding: 'ieee-p1363' });
  const encode = (padding: number) => cbor({ tag: 18, value: [protectedHeader, new Map([['pad', Buffer.alloc(padding)]]), null, signature] });
  let padding = RESERVE_BYTES - encode(0).length;
  while (encode(padding).length > RESERVE_BYTES) padding--;
  return new Uint8Array(encode(padding));
};

/** A Blob whose bytes FileReaderSync can hand back synchronously (Node has no FileReaderSync). */
class BytesBlob extends Blob {
  constructor(
    readonly content: Uint8Array,
    type = '',
  ) {
    super([new Uint8Array(content)], { type });
  }
  override slice(start?: number, end?: number, type?: string): BytesBlob {
    return new BytesBlob(this.content.slice(start, end), type);
  }
}
const provideFileReaderSync = () => {
  (globalThis as Record<string, unknown>).FileReaderSync ??= class {
    readAsArrayBuffer(blob: Blob): ArrayBuffer {
      if (!(blob instanceof BytesBlob)) throw new Error('FileReaderSync here reads only the blobs this module made');
      return blob.content.slice().buffer;
    }
  };
};

const IPTC = 'http://cv.iptc.org/newscodes/digitalsourcetype/';

/** The JPEG with a C2PA manifest signed by "Handoff Test Camera", declaring how the image came to be. */
export const withContentCredentials = async (
  jpeg: Buffer,
  digitalSourceType: 'digitalCapture' | 'trainedAlgorithmicMedia' | 'compositeWithTrainedAlgorithmicMedia' = 'digitalCapture',
): Promise<Buffer> => {
  provideFileReaderSync();
  const c2pa = await import('@contentauth/c2pa-wasm');
  await c2pa.default({ module_or_path: readFileSync(createRequire(import.meta.url).resolve('@contentauth/c2pa-wasm/c2pa.wasm')) });
  const builder = c2pa.WasmBuilder.fromJson(
    JSON.stringify({
      claim_generator_info: [{ name: 'Handoff tests', version: '1.0' }],
      title: 'photo.jpg',
      format: 'image/jpeg',
      assertions: [{ label: 'c2pa.actions', data: { actions: [{ action: 'c2pa.created', digitalSourceType: `${IPTC}${digitalSourceType}` }] } }],
    }),
  );
  try {
    const signed = await builder.sign(
      { alg: 'es256', reserveSize: RESERVE_BYTES, sign: coseSign1 },
      [],
      'image/jpeg',
      new BytesBlob(jpeg, 'image/jpeg'),
    );
    return Buffer.from(signed);
  } finally {
    builder.free();
  }
};
