/**
 * Loaded with `node --import` before the MCP conformance suite's CLI on a Node without
 * `fs.globSync` (before 22): the CLI imports it by name for its tier report, which server runs never
 * use, so it is given one that says so. On Node 22 and later this registers nothing.
 */
import fs from 'node:fs';
import { register } from 'node:module';

if (!fs.globSync) {
  const shim = `export * from 'node:fs'; export { default } from 'node:fs'; export const globSync = () => { throw new Error('fs.globSync needs Node 22'); };`;
  const hooks = `export const resolve = (specifier, context, next) =>
    (specifier === 'fs' || specifier === 'node:fs') && context.parentURL?.includes('/@modelcontextprotocol/conformance/')
      ? { url: 'data:text/javascript,' + encodeURIComponent(${JSON.stringify(shim)}), shortCircuit: true }
      : next(specifier, context);`;
  register(`data:text/javascript,${encodeURIComponent(hooks)}`);
}
