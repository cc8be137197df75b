import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

/**
 * The API types of the operator app (web/src/api-types.ts) and of the agent SDK
 * (sdk/src/api-types.ts), generated from openapi.yaml by openapi-typescript, with the enums' values
 * as arrays too (the app's filters and the CLI's checks list them): neither has a hand-written copy
 * of the API's shapes. `npm run openapi` writes them; a unit test checks each committed file is what
 * this generates.
 */
export const appTypes = async (openapiPath: string): Promise<string> =>
  `// Generated from openapi.yaml by \`npm run openapi\` (openapi-typescript): do not edit.\n\n${astToString(
    await openapiTS(pathToFileURL(openapiPath), { enumValues: true }),
  )}`;
