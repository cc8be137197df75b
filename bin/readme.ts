/**
 * `npx tsx bin/readme.ts`: writes README's settings tables from the catalogue
 * (functions/platform/settings/catalogue.ts), between their `<!-- settings:NAME -->` markers.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withSettingsTables } from '../functions/platform/settings/readme';

const path = join(import.meta.dirname, '..', 'README.md');
writeFileSync(path, withSettingsTables(readFileSync(path, 'utf8')));
console.log(`Wrote the settings tables of ${path}`);
