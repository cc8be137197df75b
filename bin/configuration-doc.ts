/**
 * `npm run docs:configuration`: writes docs/configuration.md from the settings catalogue
 * (functions/platform/settings/catalogue.ts) and what each setting means (catalogue-docs.ts beside it).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTE_FUNCTION_SETTING_DOCS, ROUTE_FUNCTION_SETTINGS } from '../functions/manifest/function-names';
import { SCREENING_FUNCTION_SETTING_DOCS, SCREENING_FUNCTION_SETTINGS } from '../functions/manifest/screening-function';
import { STATE_MACHINE_ARN_DOCS, STATE_MACHINE_ARNS } from '../functions/manifest/state-machine-arns';
import { configurationDocument } from '../functions/platform/settings/configuration-doc';

const path = join(import.meta.dirname, '..', 'docs', 'configuration.md');
writeFileSync(
  path,
  configurationDocument(
    { ...STATE_MACHINE_ARNS, ...ROUTE_FUNCTION_SETTINGS, ...SCREENING_FUNCTION_SETTINGS },
    { ...STATE_MACHINE_ARN_DOCS, ...ROUTE_FUNCTION_SETTING_DOCS, ...SCREENING_FUNCTION_SETTING_DOCS },
  ),
);
console.log(`Wrote ${path}`);
