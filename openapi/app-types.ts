import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

/** Where the generated API types live: in the SDK package (published with it); the web apps import them from there. */
export const API_TYPES_PATH = 'sdk/src/api-types.generated.ts';

/**
 * The API types of the agent SDK and the web apps, generated from openapi.yaml by
 * openapi-typescript, with the enums' values as arrays too (the app's filters and the CLI's checks
 * list them): no client has a hand-written copy of the API's shapes. `npm run openapi` writes
 * them; a unit test checks the committed file is what this generates.
 */
export const appTypes = async (openapiPath: string): Promise<string> =>
  `// Generated from openapi.yaml by \`npm run openapi\` (openapi-typescript): do not edit.\n\n${astToString(
    await openapiTS(pathToFileURL(openapiPath), { enumValues: true }),
  )}`;
