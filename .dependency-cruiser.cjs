/**
 * Import direction (issue 14, point 5): `npm run lint:imports`.
 *
 *   core <- (settings, logging, wire) <- store <- adapters <- use-cases <- (api + http, workflows, callbacks, routes.ts)
 *
 * Each rule forbids one kind of upward or sideways import; its name says which. Paths are relative
 * to the repository root and matched as regular expressions. Type-only imports count too: a type
 * from an upper layer couples the lower one to it just as much.
 */

/** The layers above the store, in one place so every lower layer's rule names the same set. */
const ABOVE_STORE = [
  '^functions/adapters/',
  '^functions/use-cases/',
  '^functions/api/',
  '^functions/http/',
  '^functions/workflows/',
  '^functions/callbacks/',
  '^functions/routes\\.ts$',
  '^functions/origin-verify\\.ts$',
  '^functions/rate-limits\\.ts$',
  '^functions/table-permissions\\.ts$',
  '^functions/web-app-headers\\.ts$',
];
const [, ...ABOVE_ADAPTERS] = ABOVE_STORE;
const [, ...ABOVE_USE_CASES] = ABOVE_ADAPTERS;
const STORE = '^functions/store/';

/** What a Lambda function is not: the CDK app, the local stack, the OpenAPI generator, tools and tests. */
const OUTSIDE_FUNCTIONS = ['^lib/', '^local/', '^openapi/', '^bench/', '^bin/', '^test/', '^web/'];

/**
 * What the CDK app may take from functions/: facts the synth and the runtime must share so they
 * cannot drift. Anything else (a handler, an adapter, the SDK clients) would load runtime code
 * into the synth, so the fact belongs in settings/ or a catalogue instead.
 */
const FUNCTIONS_FOR_CDK = [
  '^functions/settings(/|\\.ts$)', // each setting's environment variable, context key, default and check
  '^functions/core/', // pure domain values (the retry schedule bounds the queue's maxReceiveCount)
  '^functions/wire/', // shared JSON shapes
  '^functions/routes\\.ts$', // the route table: one API Gateway route per entry, same as the local server
  '^functions/origin-verify\\.ts$', // the header the edge sends the API and the shape of its secret
  '^functions/rate-limits\\.ts$', // the rate rules: WAF's at the edge, the local server's with RATE_LIMITS=1
  '^functions/table-permissions\\.ts$', // each function's table access: IAM grants, enforced by the local stack too
  '^functions/web-app-headers\\.ts$', // the web apps' security headers: the edge's response headers policy, the local server's
  '^functions/store/table-definition\\.ts$', // keys, indexes, stream and TTL of the one table
  '^functions/store/outbox-pipe\\.ts$', // the stream -> queue pipe's filter and batch size
];

/** Packages and built-ins that do I/O or tie code to Lambda: never in the domain. */
const IO_PACKAGES = [
  '(^|/)node_modules/@aws-sdk/',
  '(^|/)node_modules/@smithy/',
  '(^|/)node_modules/@types/aws-lambda/',
  '(^|/)node_modules/@middy/',
  '(^|/)node_modules/@aws-lambda-powertools/',
];
const IO_BUILT_INS = '^(node:)?(http|https|http2|net|tls|dns|dgram)(/|$)';

module.exports = {
  forbidden: [
    {
      name: 'core-imports-only-core',
      comment: 'functions/core/ is the pure domain: it imports core and npm libraries, no other layer (not even settings: values come as arguments).',
      severity: 'error',
      from: { path: '^functions/core/' },
      to: { pathNot: ['^functions/core/', '(^|/)node_modules/'], dependencyTypesNot: ['core'] },
    },
    {
      name: 'core-without-io',
      comment: 'functions/core/ does no I/O and knows nothing of Lambda: no AWS SDK, aws-lambda types, middy, Powertools, network built-ins.',
      severity: 'error',
      from: { path: '^functions/core/' },
      to: { path: [...IO_PACKAGES, IO_BUILT_INS] },
    },
    {
      name: 'settings-logging-wire-not-upward',
      comment: 'settings/, logging/ and wire/ sit just above core and are used by every layer, so they import only core and each other.',
      severity: 'error',
      from: { path: '^functions/(settings|logging|wire)(/|\\.ts$)' },
      to: { path: [STORE, ...ABOVE_STORE] },
    },
    {
      name: 'store-not-upward',
      comment: 'functions/store/ is table access only: no adapters (mail, chain...), use cases or entry points; a step that needs one is a use case.',
      severity: 'error',
      from: { path: STORE },
      to: { path: ABOVE_STORE },
    },
    {
      name: 'adapters-not-upward',
      comment: 'functions/adapters/ (chain, mail, guardian, identity, callback delivery) serve use cases; they import no use case or entry point.',
      severity: 'error',
      from: { path: '^functions/adapters/' },
      to: { path: ABOVE_ADAPTERS },
    },
    {
      name: 'use-cases-not-upward',
      comment: 'functions/use-cases/ are driven by api handlers, workflow steps, the sweep and MCP tools alike, so they import none of those.',
      severity: 'error',
      from: { path: '^functions/use-cases/' },
      to: { path: ABOVE_USE_CASES },
    },
    {
      name: 'inbound-not-sideways',
      comment: 'api/, workflows/ and callbacks/ are separate entry points: what two of them share is a use case (or lower).',
      severity: 'error',
      from: { path: '^functions/(api|workflows|callbacks)/' },
      to: { path: '^functions/(api|workflows|callbacks)/', pathNot: '^functions/$1/' },
    },
    {
      name: 'inbound-through-use-cases',
      comment: 'api/, workflows/ and callbacks/ reach the table only through use cases: a handler that imports the store holds business steps.',
      severity: 'error',
      from: { path: '^functions/(api|workflows|callbacks)/' },
      to: { path: STORE },
    },
    {
      name: 'http-only-for-api',
      comment: 'functions/http/ is the middy stack of the API handlers: workflows and callbacks are not HTTP and do not use it.',
      severity: 'error',
      from: { path: '^functions/(workflows|callbacks)/' },
      to: { path: '^functions/http/' },
    },
    {
      name: 'http-not-to-entry-points',
      comment: 'functions/http/ wraps handlers; it imports none of them (api, workflows, callbacks).',
      severity: 'error',
      from: { path: '^functions/http/' },
      to: { path: '^functions/(api|workflows|callbacks)/' },
    },
    {
      name: 'functions-self-contained',
      comment:
        'Lambda code is bundled alone: functions/ imports nothing from the CDK app, the local stack, the OpenAPI generator, bench, bin or tests.',
      severity: 'error',
      from: { path: '^functions/' },
      to: { path: OUTSIDE_FUNCTIONS },
    },
    {
      name: 'no-circular-in-functions',
      comment: 'A cycle inside functions/ means two modules are one responsibility or one is in the wrong layer.',
      severity: 'error',
      from: { path: '^functions/' },
      to: { circular: true },
    },
    {
      name: 'cdk-takes-only-shared-facts',
      comment: 'lib/ (the CDK app) takes from functions/ only the facts it shares with the runtime: FUNCTIONS_FOR_CDK above.',
      severity: 'error',
      from: { path: '^lib/' },
      to: { path: '^functions/', pathNot: FUNCTIONS_FOR_CDK },
    },
    {
      name: 'deployed-code-not-to-tools',
      comment: 'The CDK app, the local stack, the OpenAPI generator and bin/ never import tests or bench.',
      severity: 'error',
      from: { path: '^(lib|local|openapi|bin)/' },
      to: { path: '^(test|bench)/' },
    },
    {
      name: 'sdk-self-contained',
      comment: 'sdk/ is the published package (@handoff/sdk): it imports only itself and npm packages, nothing of the service.',
      severity: 'error',
      from: { path: '^sdk/' },
      to: { pathNot: ['^sdk/', '(^|/)node_modules/'], dependencyTypesNot: ['core'] },
    },
    {
      name: 'functions-reach-sdk-only-from-mcp',
      comment:
        "The hosted MCP endpoint serves the SDK's own tool definitions (one set for the stdio and the hosted server); nothing else in functions/ uses the SDK.",
      severity: 'error',
      from: { path: '^functions/', pathNot: '^functions/api/mcp\\.ts$' },
      to: { path: '^sdk/' },
    },
    {
      name: 'web-takes-only-domain-facts',
      comment:
        'web/ (the operator app) runs in the browser: from the service it takes only pure domain values (functions/core/, e.g. the photo size limit) and the API types generated in the SDK, never code that does I/O.',
      severity: 'error',
      from: { path: '^web/' },
      to: { pathNot: ['^web/', '^functions/core/', '^sdk/src/api-types\\.generated\\.ts$', '(^|/)node_modules/'], dependencyTypesNot: ['core'] },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing: a missing package or a mistyped path (or a gap in this configuration).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: '(^|/)node_modules/' },
    exclude: { path: '(^|/)(cdk\\.out|\\.local)/' },
    // Type-only imports (`import type`) are dependencies too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts', '.json'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
