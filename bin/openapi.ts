/**
 * `npm run openapi`: writes openapi.yaml from the route table and the handlers' schemas.
 * The handler modules read their configuration when they load; nothing here calls them,
 * so a placeholder table name is enough.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

process.env.TABLE_NAME ??= 'openapi-generator';
const { buildDocument, toYaml } = await import('../openapi/document');
const path = join(import.meta.dirname, '..', 'openapi.yaml');
writeFileSync(path, toYaml(await buildDocument()));
console.log(`Wrote ${path}`);
