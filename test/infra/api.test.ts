import { describe, expect, it } from 'vitest';
import { routeFunctionName } from '../../functions/manifest/function-names';
import { DEFAULT_TIMEOUT_SECONDS, NOT_FOUND_HANDLER, routeKey, routes, routesFor } from '../../functions/manifest/routes';
import { tableAccessOf } from '../../functions/manifest/table-permissions';
import { CORE_FUNCTIONS, FUNCTION_STACKS, RESOURCES_PER_ROUTE, THROTTLE } from '../../lib/api';
import { MONEY_HANDLERS } from '../../lib/handler-function';
import { expectedTableStatements, handlerOf, type Resource, synthesize, tableStatements } from './synth';

const productionRoutes = routesFor('production');
// The payout request mails the operator when their payout address changes.
const MAIL_SENDERS = [
  'contexts/accounts/agents/api/register-agent',
  'contexts/accounts/agents/api/resend-verification',
  'contexts/work/completion/api/verify',
  'contexts/money/payouts/api/payout',
  'contexts/work/suspensions/api/suspend-agent',
];

describe('Stack: ApiStack', () => {
  const { template, ofType, byRef, functionBehind, statementsOf } = synthesize();
  const functions = ofType('AWS::Lambda::Function');
  const routeKeys = ofType('AWS::ApiGatewayV2::Route').map((route) => route.Properties.RouteKey);

  it("keeps every stack, nested ones included, under 70% of CloudFormation's 500 resources with 10 more routes, in its largest configuration (a custom domain, another Region)", () => {
    const largest = synthesize(
      {
        publicBaseUrl: 'https://app.handoff.test',
        edgeCertificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/12345678-1234-1234-1234-123456789012',
      },
      'eu-west-1',
    );
    const moreRoutes = 10;
    const counts = Object.entries(largest.resourceCounts);
    expect(counts.map(([stack]) => stack)).toEqual(
      expect.arrayContaining([...Object.keys(FUNCTION_STACKS), CORE_FUNCTIONS].map((nested) => `HandoffApi/${nested}`)),
    );
    for (const [stack, count] of counts) {
      // Ten more routes: three resources each here, and at worst all ten functions in one nested stack.
      const growth = stack === 'HandoffApi' ? RESOURCES_PER_ROUTE.api : stack.startsWith('HandoffApi/') ? RESOURCES_PER_ROUTE.functionStack : 0;
      expect(count + moreRoutes * growth, stack).toBeLessThan(500 * 0.7);
    }
  });

  it('keeps only the routes in the API stack, each function in the nested stack of its area', () => {
    const parentFunctions = Object.values<Resource>(template.toJSON().Resources).filter((resource) => resource.Type === 'AWS::Lambda::Function');
    expect(parentFunctions).toEqual([]);
    // And the `$default` route, to the not-found function.
    expect(Object.values<Resource>(template.toJSON().Resources).filter((resource) => resource.Type === 'AWS::ApiGatewayV2::Route')).toHaveLength(
      productionRoutes.length + 1,
    );
  });

  it('deploys every production route of the route table, and nothing else', () => {
    expect(routeKeys.filter((key) => key !== '$default').sort()).toEqual(productionRoutes.map(routeKey).sort());
  });

  it('never deploys dev-only routes', () => {
    for (const route of routes.filter((r) => r.devOnly)) expect(routeKeys).not.toContain(routeKey(route));
  });

  it('sends each route to the function built from its handler module', () => {
    for (const route of productionRoutes) expect(handlerOf(functionBehind(routeKey(route)))).toBe(route.handler);
  });

  it('answers unmatched requests with the not-found function on the $default route', () => {
    expect(handlerOf(functionBehind('$default'))).toBe(NOT_FOUND_HANDLER);
  });

  it('lets task and batch creation invoke the x402 settler and the screening function by name, and no other function', () => {
    const invokedNames = (statements: { Resource: unknown }[]) =>
      statements.flatMap((statement) => [statement.Resource].flat().map((arn) => /:function:([^"]+)"/.exec(JSON.stringify(arn))?.[1]));
    const creation = new Set(['contexts/work/creation/api/create-task', 'contexts/work/creation/api/create-batch']);
    for (const fn of functions) {
      const invokes = statementsOf(fn).filter((statement) => JSON.stringify(statement.Action).includes('lambda:'));
      const variables = fn.Properties.Environment.Variables;
      if (!creation.has(handlerOf(fn))) {
        expect(
          invokedNames(invokes).filter((name) => name === 'Handoff-x402-settler' || name === 'Handoff-screening'),
          handlerOf(fn),
        ).toEqual([]);
        expect(variables, handlerOf(fn)).not.toHaveProperty('X402_SETTLER_FUNCTION');
        expect(variables, handlerOf(fn)).not.toHaveProperty('SCREENING_FUNCTION');
        continue;
      }
      expect(
        invokes.every((statement) => statement.Effect === 'Allow' && statement.Action === 'lambda:InvokeFunction'),
        handlerOf(fn),
      ).toBe(true);
      expect(invokedNames(invokes).sort(), handlerOf(fn)).toEqual(['Handoff-screening', 'Handoff-x402-settler']);
      expect(variables.X402_SETTLER_FUNCTION, handlerOf(fn)).toBe('Handoff-x402-settler');
      expect(variables.SCREENING_FUNCTION, handlerOf(fn)).toBe('Handoff-screening');
      // Signing stays with the settler: no API function may use the hot wallet's key.
      expect(JSON.stringify(statementsOf(fn)), handlerOf(fn)).not.toContain('kms:Sign');
    }
  });

  it("lets /mcp and /a2a invoke, by the names they derive from their prefix, the functions of the routes they run and nothing else, with none of those routes' grants", () => {
    const interfaces = new Map(productionRoutes.filter((route) => route.runs?.length).map((route) => [route.handler, route.runs ?? []]));
    expect([...interfaces.keys()]).toEqual(['contexts/edge/mcp/api/mcp', 'contexts/edge/a2a/api/a2a']);
    for (const fn of functions) {
      const runs = interfaces.get(handlerOf(fn));
      const variables = fn.Properties.Environment.Variables;
      if (!runs) {
        expect(variables, handlerOf(fn)).not.toHaveProperty('ROUTE_FUNCTION_PREFIX');
        continue;
      }
      expect(variables.ROUTE_FUNCTION_PREFIX, handlerOf(fn)).toBe('Handoff');
      const invokes = statementsOf(fn).filter((statement) => JSON.stringify(statement.Action).includes('lambda:'));
      expect(invokes, handlerOf(fn)).toEqual([expect.objectContaining({ Effect: 'Allow', Action: 'lambda:InvokeFunction' })]);
      const invoked = [invokes[0].Resource].flat().map((arn) => /:function:([^"]+)"/.exec(JSON.stringify(arn))?.[1]);
      expect(invoked.sort(), handlerOf(fn)).toEqual(runs.map((handler) => routeFunctionName('Handoff', handler)).sort());
      expect(JSON.stringify(statementsOf(fn)), handlerOf(fn)).not.toMatch(/ses:SendEmail|kms:Decrypt|bedrock:|s3:|cognito-idp:|ssm:/);
    }
    const invokedHandlers = new Set([...interfaces.values()].flat());
    // Lambda's names are at most 64 characters: so with the longest stage name (16).
    for (const handler of invokedHandlers) expect(routeFunctionName(`Handoff-${'s'.repeat(16)}`, handler).length, handler).toBeLessThanOrEqual(64);
    for (const fn of functions) {
      const name = invokedHandlers.has(handlerOf(fn)) ? routeFunctionName('Handoff', handlerOf(fn)) : undefined;
      expect(fn.Properties.FunctionName, handlerOf(fn)).toBe(name);
    }
  });

  it('integrates every function with payload format 2.0', () => {
    const integrations = ofType('AWS::ApiGatewayV2::Integration');
    expect(integrations).toHaveLength(productionRoutes.length + 1);
    for (const integration of integrations) {
      expect(integration.Properties).toMatchObject({ IntegrationType: 'AWS_PROXY', PayloadFormatVersion: '2.0' });
    }
  });

  it('builds one function per handler on Node.js 22, arm64, with APP_ENV=production', () => {
    expect(productionRoutes.find((route) => route.handler === 'contexts/edge/mcp/api/mcp')?.timeoutSeconds).toBe(29);
    // Submit re-encodes photos of up to 40 megapixels: sized from bench/evidence-memory.ts.
    expect(functions.find((fn) => handlerOf(fn) === 'contexts/work/tasks/api/operator/submit')?.Properties.MemorySize).toBe(1536);
    const handlers = new Set([...productionRoutes.map((route) => route.handler), NOT_FOUND_HANDLER]);
    expect(functions.map(handlerOf).sort()).toEqual([...handlers].sort());
    for (const fn of functions) {
      // 10 s, unless the route asks for more (the MCP endpoint's wait_for_task holds a request up to 25 s).
      const route = productionRoutes.find((route) => route.handler === handlerOf(fn));
      const timeout = route?.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS;
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        MemorySize: route?.memoryMb ?? 256,
        Timeout: timeout,
        Handler: 'index.handler',
      });
      expect(fn.Properties.Environment.Variables).toMatchObject({
        APP_ENV: 'production',
        POWERTOOLS_SERVICE_NAME: 'handoff',
        TABLE_NAME: { 'Fn::ImportValue': expect.stringMatching(/^HandoffData:ExportsOutputRefTable/) },
      });
      // No --enable-source-maps: it reads the bundle's map at every cold start; the bundle maps its own stacks when one is formatted.
      expect(fn.Properties.Environment.Variables).not.toHaveProperty('NODE_OPTIONS');
    }
  });

  it('sends mail from the default sender and leaves email links out unless configured', () => {
    for (const fn of functions) {
      expect(fn.Properties.Environment.Variables).toMatchObject({ MAIL_FROM: 'no-reply@handoff.example', PUBLIC_BASE_URL: '' });
    }
  });

  it('takes the mail sender and the public base URL from the CDK context', () => {
    const configured = synthesize({
      mailFrom: 'ops@handoff.test',
      publicBaseUrl: 'https://handoff.test',
      edgeCertificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/12345678-1234-1234-1234-123456789012',
    });
    for (const fn of configured.ofType('AWS::Lambda::Function')) {
      expect(fn.Properties.Environment.Variables).toMatchObject({ MAIL_FROM: 'ops@handoff.test', PUBLIC_BASE_URL: 'https://handoff.test' });
    }
  });

  it('runs with the default business settings, and an empty admin key hash (admin routes refuse all) unless configured', () => {
    for (const fn of functions) {
      expect(fn.Properties.Environment.Variables).toMatchObject({
        ADMIN_API_KEY_SHA256: '',
        EARNINGS_HOLD_HOURS: '72',
        PAYOUT_GAS_FEE_USD: '0.05',
        PLATFORM_FEE_RATE: '0.1',
      });
    }
  });

  it('takes the business settings from the CDK context, numbers written as numbers included', () => {
    const hash = 'AB'.repeat(32);
    const configured = synthesize({ adminApiKeySha256: hash, earningsHoldHours: 48, payoutGasFeeUsd: '0.02', platformFeeRate: 0.15 });
    for (const fn of configured.ofType('AWS::Lambda::Function')) {
      expect(fn.Properties.Environment.Variables).toMatchObject({
        ADMIN_API_KEY_SHA256: hash.toLowerCase(),
        EARNINGS_HOLD_HOURS: '48',
        PAYOUT_GAS_FEE_USD: '0.02',
        PLATFORM_FEE_RATE: '0.15',
      });
    }
  });

  it('refuses to synthesize settings the functions would reject at start-up', () => {
    expect(() => synthesize({ platformFeeRate: '1.5' })).toThrow(/platformFeeRate/);
    expect(() => synthesize({ earningsHoldHours: 'three days' })).toThrow(/earningsHoldHours/);
    expect(() => synthesize({ payoutGasFeeUsd: '-1' })).toThrow(/payoutGasFeeUsd/);
    expect(() => synthesize({ adminApiKeySha256: 'my-admin-key' })).toThrow(/adminApiKeySha256/);
  });

  it("keeps each function's logs in its own log group: a year for the functions that move money, a month for the rest", () => {
    const logGroups = new Set(functions.map((fn) => fn.Properties.LoggingConfig.LogGroup.Ref));
    expect(logGroups.size).toBe(functions.length);
    for (const fn of functions) {
      const days = byRef(fn.Properties.LoggingConfig.LogGroup.Ref).Properties.RetentionInDays;
      expect(days, handlerOf(fn)).toBe(MONEY_HANDLERS.has(handlerOf(fn)) ? 365 : 30);
    }
    expect(functions.filter((fn) => MONEY_HANDLERS.has(handlerOf(fn))).map(handlerOf)).toEqual(
      expect.arrayContaining([
        'contexts/work/creation/api/create-task',
        'contexts/money/payouts/api/payout',
        'contexts/money/deposits/api/report-deposit',
        'contexts/work/disputes/api/resolve-dispute',
      ]),
    );
  });

  it('has no API Gateway authorizer: the handlers enforce auth and answer 401 {"error"}', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 0);
    for (const route of ofType('AWS::ApiGatewayV2::Route')) expect(route.Properties.AuthorizationType).toBe('NONE');
  });

  it("throttles the auto-deployed default stage at what the bench says a fresh account's Lambda concurrency serves", () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Stage', 1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingBurstLimit: 2000, ThrottlingRateLimit: 1000 },
    });
    // 1,000 requests/s at the bench's slowest p99 (124 ms) keep ~125 functions busy: well inside 1,000 concurrent executions.
    expect((THROTTLE.rateLimit * 124) / 1000).toBeLessThan(1000 / 4);
  });

  it('counts 401 and 403 answers from the access log, for the storm alarm', () => {
    const [filter] = ofType('AWS::Logs::MetricFilter');
    expect(filter!.Properties).toMatchObject({
      FilterPattern: '{ ($.status = "401") || ($.status = "403") }',
      MetricTransformations: [{ MetricNamespace: 'Handoff', MetricName: 'AuthRefusals', MetricValue: '1' }],
    });
  });

  it('gives each function exactly the table access its route declares: health and not-found none, readers no writes, nobody scans', () => {
    for (const fn of functions) {
      const { access, recordsKeyUse } = tableAccessOf(handlerOf(fn));
      expect(tableStatements(statementsOf(fn)), handlerOf(fn)).toEqual(expectedTableStatements(access, recordsKeyUse));
    }
    expect(tableAccessOf('platform/http/health').access).toBe('none');
    expect(tableAccessOf(NOT_FOUND_HANDLER).access).toBe('none');
    expect(JSON.stringify(functions.flatMap((fn) => statementsOf(fn)))).not.toMatch(/dynamodb:(Scan|\*)/);
  });

  it('lets only the mail-sending functions call ses:SendEmail, and only as the configured sender', () => {
    for (const fn of functions) {
      const ses = statementsOf(fn).filter((statement) => [statement.Action].flat().includes('ses:SendEmail'));
      if (!MAIL_SENDERS.includes(handlerOf(fn))) {
        expect(ses, handlerOf(fn)).toEqual([]);
        continue;
      }
      expect(ses, handlerOf(fn)).toHaveLength(1);
      expect(ses[0].Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'no-reply@handoff.example' } });
    }
    expect(functions.filter((fn) => MAIL_SENDERS.includes(handlerOf(fn)))).toHaveLength(MAIL_SENDERS.length);
  });

  it('outputs the API URL', () => {
    const [apiId] = Object.keys(template.findResources('AWS::ApiGatewayV2::Api'));
    const parts = template.toJSON().Outputs.ApiUrl.Value['Fn::Join'][1];
    expect(parts[0]).toBe('https://');
    expect(parts).toContainEqual({ Ref: apiId });
  });
});
