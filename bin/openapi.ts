/**
 * `npm run openapi`: writes openapi.yaml from the route table and the handlers' schemas, and the
 * operator app's API types from it (web/src/api-types.ts, by openapi-typescript: the app has no
 * hand-written copy of the API's shapes). The handler modules read their configuration when they
 * load; nothing here calls them, so a placeholder table name is enough.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { appTypes } from '../openapi/app-types';

process.env.TABLE_NAME ??= 'openapi-generator';
const { buildDocument, toYaml } = await import('../openapi/document');
const path = join(import.meta.dirname, '..', 'openapi.yaml');
writeFileSync(path, toYaml(await buildDocument()));
console.log(`Wrote ${path}`);

const typesPath = join(import.meta.dirname, '..', 'web', 'src', 'api-types.ts');
writeFileSync(typesPath, await appTypes(path));
console.log(`Wrote ${typesPath}`);
