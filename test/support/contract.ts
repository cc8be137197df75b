import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

/**
 * Holds every response the API tests receive to openapi.yaml: its status must be documented
 * for the operation, and its body must match that response's schema. A route that does not
 * exist must answer the document's RouteNotFound response.
 */
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const DOCUMENT = 'openapi.yaml';

interface ResponseObject {
  $ref?: string;
  content?: { 'application/json'?: { schema?: unknown } };
}
interface OperationObject {
  operationId: string;
  responses: Record<string, ResponseObject>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components: { responses: Record<string, ResponseObject> };
}

const document = parse(readFileSync(join(repoRoot, DOCUMENT), 'utf8')) as OpenApiDocument;

// OpenAPI 3.1 schemas are JSON Schema 2020-12. The whole document is added as one schema so that
// its `#/components/...` references resolve; strict mode would refuse its non-schema keywords.
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(document as object, DOCUMENT);

const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

const templates = Object.keys(document.paths).map((path) => ({
  path,
  params: (path.match(/\{[^}]+\}/g) ?? []).length,
  pattern: new RegExp(
    `^${path
      .split(/\{[^}]+\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('[^/]+')}$`,
  ),
}));

/** Like API Gateway: among the paths that match, the one with the fewest parameters. */
const findOperation = (method: string, path: string) =>
  templates
    .filter((template) => template.pattern.test(path) && document.paths[template.path]![method])
    .sort((a, b) => a.params - b.params)
    .map((template) => ({ path: template.path, operation: document.paths[template.path]![method]! }))[0];

const validators = new Map<string, ValidateFunction>();
const validatorFor = (location: string): ValidateFunction => {
  let validate = validators.get(location);
  if (!validate) {
    validate = ajv.compile({ $ref: `${DOCUMENT}#/${location}` });
    validators.set(location, validate);
  }
  return validate;
};

const describeErrors = (errors: ErrorObject[]): string =>
  errors
    .map((error) => {
      const extra = error.keyword === 'additionalProperties' ? ` (${String(error.params.additionalProperty)})` : '';
      return `  body${error.instancePath} ${error.message}${extra} [${error.schemaPath}]`;
    })
    .join('\n');

const fail = (request: string, status: number, body: unknown, problem: string): never => {
  throw new Error(`${request} answered ${status}, which does not match ${DOCUMENT}: ${problem}\n  received: ${JSON.stringify(body)?.slice(0, 2000)}`);
};

/** Throws, naming the difference, when a response is not one that openapi.yaml describes. */
export const assertMatchesContract = (method: string, url: string, status: number, body: unknown): void => {
  const path = new URL(url, 'http://localhost').pathname;
  const request = `${method} ${path}`;
  const found = findOperation(method.toLowerCase(), path);
  let response: ResponseObject;
  let location: string;
  if (!found) {
    if (status !== 404) fail(request, status, body, 'no operation has this method and path, so the answer must be 404');
    response = document.components.responses.RouteNotFound!;
    location = pointer('components', 'responses', 'RouteNotFound');
  } else {
    const statuses = Object.keys(found.operation.responses).join(', ');
    response = found.operation.responses[String(status)] ?? fail(request, status, body, `${found.operation.operationId} documents only ${statuses}`);
    location = pointer('paths', found.path, method.toLowerCase(), 'responses', String(status));
  }
  if (response.$ref) {
    location = response.$ref.slice(2);
    response = document.components.responses[response.$ref.split('/').at(-1)!]!;
  }
  if (!response.content?.['application/json']?.schema) return;
  const validate = validatorFor(`${location}/${pointer('content', 'application/json', 'schema')}`);
  if (!validate(body)) fail(request, status, body, `the body differs from the documented schema:\n${describeErrors(validate.errors ?? [])}`);
};
