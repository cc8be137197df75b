/**
 * Import direction: `npm run lint:imports` (part of `npm test`).
 *
 *   functions/contexts/<context>/<area>/   one folder per area (tasks, ledger, payouts, ...), in five
 *                               contexts: accounts <- money <- work <- delivery <- edge:
 *     domain/  <-  store/  <-  use-cases/  <-  api/, workflow/, sender/
 *   functions/platform/         shared machinery: kernel (pure values), settings, logging, wire,
 *                               table (generic DynamoDB access), mail, http (the API wrapper), workflow
 *   functions/adapters/         technology only (chain, Bedrock, S3, SES, callback delivery)
 *   functions/manifest/         the facts CDK, the local stack and the runtime share
 *
 * Each rule forbids one kind of upward or sideways import; its name says which. Paths are relative
 * to the repository root and matched as regular expressions. Type-only imports count too: a type
 * from an upper layer couples the lower one to it just as much.
 */

/** The contexts, in the one direction imports between modules may run (bin/module-graph.ts has the same list). */
const CONTEXT_ORDER = ['accounts', 'money', 'work', 'delivery', 'edge'];
const MODULE = '^functions/contexts/[^/]+/[^/]+/';
/** MODULE with the module's name captured, for rules that let a module reach its own files: `$1`. */
const MODULE_NAMED = '^functions/contexts/[^/]+/([^/]+)/';
const SAME_MODULE = '^functions/contexts/[^/]+/$1/';
const DOMAIN = `${MODULE}domain/`;
/** A module's catalogue of the messages it refuses with (<area>/errors.ts): pure values, as its domain is. */
const ERRORS = `${MODULE}errors\\.ts$`;
const KERNEL = '^functions/platform/kernel/';
const STORE = `${MODULE}store/`;
const USE_CASES = `${MODULE}use-cases/`;
/** What a caller outside the code starts: API handlers, workflow steps, the callback sender. */
const ENTRY_POINTS = `${MODULE}(api|workflow|sender)/`;
const ADAPTERS = '^functions/adapters/';
const TABLE = '^functions/platform/(table|mail)/';
/**
 * The key builders: each module's of the items it owns (<area>/store/keys.ts), the platform's of the
 * table's shared infrastructure (the timer index, idempotency records). Values only, no I/O.
 */
const KEYS = '^functions/(platform/table|contexts/[^/]+/[^/]+/store)/keys\\.ts$';
const HTTP = '^functions/platform/http/';
const WORKFLOW_PLUMBING = '^functions/platform/workflow/';
/**
 * The areas whose use cases take their dependencies as an argument (<area>/ports.ts): their
 * use cases import no store, adapter, table access, mailer or settings; <area>/wiring/ does.
 */
const AREAS_WITH_PORTS = [
  'payouts',
  'ledger',
  'deposits',
  'ratings',
  'callbacks',
  'disputes',
  'creation',
  'batches',
  'audit',
  'templates',
  'quotes',
  'tips',
  'messages',
  'webhooks',
  'photos',
  'staff',
  'dev',
  'agents',
  'operators',
  'oauth',
  'tasks',
  'mcp',
  'a2a-push',
  'engine',
  'push',
  'suspensions',
  'safety',
  'sweep',
  'earnings',
  'back-office',
];

/** What a Lambda function is not: the CDK app, the local stack, the OpenAPI generator, tools and tests. */
const OUTSIDE_FUNCTIONS = ['^lib/', '^local/', '^openapi/', '^bench/', '^bin/', '^test/', '^web/'];

/**
 * What the CDK app may take from functions/: facts the synth and the runtime must share so they
 * cannot drift. Anything else (a handler, an adapter, the SDK clients) would load runtime code
 * into the synth, so the fact belongs in manifest/ or the settings catalogue instead.
 */
const FUNCTIONS_FOR_CDK = [
  '^functions/manifest/', // routes, workflows, table definition and access, pipe filter, rate rules, metric names, headers
  '^functions/platform/settings/', // each setting's environment variable, context key, default and check
  '^functions/platform/wire/', // shared JSON shapes
  KERNEL, // pure values (the retry schedule bounds the callback queue's maxReceiveCount)
  DOMAIN, // pure domain values
  // The outbox pipe's filter is built from the callback event item's own key shape.
  '^functions/contexts/delivery/callbacks/store/callback-items\\.ts$',
  '^functions/platform/table/read-item\\.ts$',
  KEYS,
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
      name: 'domain-imports-only-domain',
      comment:
        "A module's domain/, its error catalogue (errors.ts) and platform/kernel/ are pure rules and values: they import only each other and npm libraries (not even settings: values come as arguments).",
      severity: 'error',
      from: { path: [DOMAIN, ERRORS, KERNEL] },
      to: { pathNot: [DOMAIN, ERRORS, KERNEL, '(^|/)node_modules/'], dependencyTypesNot: ['core'] },
    },
    {
      name: 'domain-without-io',
      comment: 'The domain does no I/O and knows nothing of Lambda: no AWS SDK, aws-lambda types, middy, Powertools, network built-ins.',
      severity: 'error',
      from: { path: [DOMAIN, ERRORS, KERNEL] },
      to: { path: [...IO_PACKAGES, IO_BUILT_INS] },
    },
    {
      name: 'domains-through-their-index',
      comment:
        "Code outside a module takes its domain from <area>/domain/index.ts, the module's list of what others may use; its other domain files (tasks' task-moves, the money engine) stay its own.",
      severity: 'error',
      from: { path: `${MODULE_NAMED}|^functions/` },
      to: { path: `${DOMAIN}(?!index\\.ts$)`, pathNot: SAME_MODULE },
    },
    {
      name: 'stores-and-use-cases-through-their-index',
      comment:
        "Another module takes a module's table access and use cases from <area>/store/index.ts and <area>/use-cases/index.ts, the lists of what it may use. Wiring has no index: <area>/wiring/<kind>.ts is the composition root of one kind of function, named by file so that a bundle loads only its own. The manifest, which the CDK app loads, takes an item's shape from its own file: a store's index carries the store's I/O. A module's keys (<area>/store/keys.ts) are values anyone may name: a query of the owner's partition, a stream filter.",
      severity: 'error',
      from: { path: MODULE_NAMED },
      to: { path: `${MODULE}(store|use-cases)/(?!(index|keys)\\.ts$)`, pathNot: SAME_MODULE },
    },
    {
      name: 'keys-only-values',
      comment:
        'Key builders are values: a keys file imports only the kernel and other keys files, so a use case naming a key, or a stream filter the CDK app loads, loads no I/O.',
      severity: 'error',
      from: { path: KEYS },
      to: { pathNot: [KERNEL, KEYS] },
    },
    {
      name: 'settings-logging-wire-not-upward',
      comment: 'platform/settings, logging and wire are used by every layer, so they import only the domain, the manifest and each other.',
      severity: 'error',
      from: { path: '^functions/platform/(settings|logging|wire)/' },
      to: { path: [STORE, TABLE, USE_CASES, ENTRY_POINTS, ADAPTERS, HTTP, WORKFLOW_PLUMBING] },
    },
    {
      name: 'table-access-not-upward',
      comment: 'platform/table (generic table access) knows no module above the domain: stores build on it, not the reverse.',
      severity: 'error',
      from: { path: '^functions/platform/table/' },
      to: { path: [STORE, USE_CASES, ENTRY_POINTS, ADAPTERS, HTTP] },
    },
    {
      name: 'store-not-upward',
      comment:
        "A module's store/ is table access only: no adapters (mail, chain...), use cases or entry points; a step that needs one is a use case.",
      severity: 'error',
      from: { path: STORE },
      to: { path: [ADAPTERS, USE_CASES, ENTRY_POINTS, HTTP, '^functions/platform/mail/'] },
    },
    {
      name: 'adapters-never-the-table',
      comment:
        'adapters/ are technology only (chain, Bedrock, S3, SES, HTTP delivery): they import no store, no table access, no use case or entry point.',
      severity: 'error',
      from: { path: ADAPTERS },
      to: { path: [STORE, TABLE, USE_CASES, ENTRY_POINTS, HTTP] },
    },
    {
      name: 'use-cases-not-upward',
      comment: 'use-cases/ are driven by API handlers, workflow steps, the sweep and MCP tools alike, so they import none of those.',
      severity: 'error',
      from: { path: USE_CASES },
      to: { path: [ENTRY_POINTS, HTTP] },
    },
    {
      name: 'use-cases-through-ports',
      comment:
        'In an area with ports, a use case reaches stores, adapters, the table, the mailer and the settings only through the ports it is given (<area>/ports.ts), so a unit test can give it fakes; <area>/wiring/ builds the real ones.',
      severity: 'error',
      from: { path: `^functions/contexts/[^/]+/(${AREAS_WITH_PORTS.join('|')})/use-cases/` },
      to: {
        path: [STORE, ADAPTERS, TABLE, '^functions/platform/settings/', `${MODULE}wiring/`],
        // Contributing writes to another module's transaction and naming an item's key are values, not table access.
        pathNot: ['^functions/platform/table/contribution\\.ts$', KEYS],
      },
    },
    {
      name: 'entry-points-not-sideways',
      comment:
        'API handlers, workflow steps and the sender are separate entry points: what two kinds share is a use case (or lower). The MCP handler is the one API handler that runs other API handlers (its tools are the routes).',
      severity: 'error',
      from: { path: ENTRY_POINTS, pathNot: '^functions/contexts/edge/mcp/api/' },
      to: { path: `${MODULE}(workflow|sender)/`, pathNot: SAME_MODULE },
    },
    {
      name: 'entry-points-through-use-cases',
      comment: 'Entry points reach the table only through use cases: a handler that imports a store holds business steps.',
      severity: 'error',
      from: { path: ENTRY_POINTS },
      to: { path: [STORE, '^functions/platform/table/'], pathNot: '^functions/platform/table/contribution\\.ts$' },
    },
    {
      name: 'http-only-for-api',
      comment: 'platform/http is the middy stack of the API handlers: workflow steps and the sender are not HTTP and do not use it.',
      severity: 'error',
      from: { path: `${MODULE}(workflow|sender)/` },
      to: { path: HTTP },
    },
    // accounts <- money <- work <- delivery <- edge (docs/architecture.md, The contexts).
    ...CONTEXT_ORDER.slice(0, -1).map((context, rank) => ({
      name: `${context}-imports-no-context-to-its-right`,
      comment: `accounts <- money <- work <- delivery <- edge: a module of ${context} imports modules of its own context or of one to its left, never to its right.`,
      severity: 'error',
      from: { path: `^functions/contexts/${context}/` },
      to: { path: `^functions/contexts/(${CONTEXT_ORDER.slice(rank + 1).join('|')})/` },
    })),
    {
      name: 'platform-imports-no-module',
      comment:
        "platform/ is the shared kernel under every module: it imports none of them. A route wrapper is given its authenticator by the module that owns it (<module>/wiring/<kind>-handler.ts), a view's status enum is its module's, a setting declared from the workflows sits beside them (manifest/state-machine-arns.ts).",
      severity: 'error',
      from: { path: '^functions/platform/' },
      to: { path: '^functions/contexts/' },
    },
    {
      name: 'http-touches-no-table',
      comment: 'platform/http is one wrapper per kind of route: it touches no store or table itself.',
      severity: 'error',
      from: { path: HTTP },
      to: { path: [STORE, TABLE] },
    },
    {
      name: 'http-not-to-entry-points',
      comment: 'platform/http wraps handlers; it imports none of them.',
      severity: 'error',
      from: { path: HTTP },
      to: { path: ENTRY_POINTS },
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
      name: 'workflow-entries-only-facts',
      comment:
        "A workflow's entry (contexts/<context>/<area>/workflow/<name>.workflow.ts) and the file that gathers them (manifest/workflows.ts) are data and pure functions the CDK app loads at synth: they import entries, the entry type, domain values and the kernel only; the step code stays in the -step.ts files, named by handler id.",
      severity: 'error',
      from: { path: ['\\.workflow\\.ts$', '^functions/manifest/workflows\\.ts$'] },
      to: { pathNot: [DOMAIN, KERNEL, '\\.workflow\\.ts$', '^functions/manifest/(workflow-entry|table-access)\\.ts$'] },
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
      from: { path: '^functions/', pathNot: '^functions/contexts/edge/mcp/api/mcp\\.ts$' },
      to: { path: '^sdk/' },
    },
    {
      name: 'web-takes-only-domain-facts',
      comment:
        "web/ (the operator app) runs in the browser: from the service it takes only pure domain values (a module's domain/ or platform/kernel/, e.g. the photo size limit) and the API types generated in the SDK, never code that does I/O.",
      severity: 'error',
      from: { path: '^web/' },
      to: { pathNot: ['^web/', DOMAIN, KERNEL, '^sdk/src/api-types\\.generated\\.ts$', '(^|/)node_modules/'], dependencyTypesNot: ['core'] },
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
