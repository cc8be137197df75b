import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_HANDLER, routeKey, routes, routesFor } from '../../functions/routes';
import { buildHandoff } from '../../lib/handoff';

// Synthesized JSON, walked by hand: routes -> integrations -> functions -> roles -> policies.
type Resource = { Type: string; Properties: any };

/** Synthesizes the real app wiring without bundling (esbuild would add seconds per function). */
const synthesize = (context: Record<string, string> = {}) => {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [], ...context } });
  const { api } = buildHandoff(app, { account: '111111111111', region: 'us-east-1' });
  const template = Template.fromStack(api);
  const resources: Record<string, Resource> = template.toJSON().Resources;
  const ofType = (type: string) => Object.values(resources).filter((resource) => resource.Type === type);
  const byRef = (ref: string): Resource => {
    const resource = resources[ref];
    if (!resource) throw new Error(`No resource ${ref}`);
    return resource;
  };
  const functionBehind = (key: string): Resource => {
    const route = ofType('AWS::ApiGatewayV2::Route').find((r) => r.Properties.RouteKey === key);
    if (!route) throw new Error(`No route ${key}`);
    const integration = byRef(route.Properties.Target['Fn::Join'][1][1].Ref);
    return byRef(integration.Properties.IntegrationUri['Fn::GetAtt'][0]);
  };
  const statementsOf = (fn: Resource) => {
    const role = fn.Properties.Role['Fn::GetAtt'][0];
    return ofType('AWS::IAM::Policy')
      .filter((policy) => policy.Properties.Roles.some((r: { Ref: string }) => r.Ref === role))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement);
  };
  return { template, resources, ofType, byRef, functionBehind, statementsOf };
};

const handlerOf = (fn: Resource): string => fn.Properties.Description.replace(/^Handoff /, '');
const productionRoutes = routesFor('production');
const MAIL_SENDERS = ['api/agents/register', 'api/agents/resend-verification'];

describe('Stack: ApiStack', () => {
  const { template, ofType, byRef, functionBehind, statementsOf } = synthesize();
  const functions = ofType('AWS::Lambda::Function');
  const routeKeys = ofType('AWS::ApiGatewayV2::Route').map((route) => route.Properties.RouteKey);

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

  it('integrates every function with payload format 2.0', () => {
    const integrations = ofType('AWS::ApiGatewayV2::Integration');
    expect(integrations).toHaveLength(productionRoutes.length + 1);
    for (const integration of integrations) {
      expect(integration.Properties).toMatchObject({ IntegrationType: 'AWS_PROXY', PayloadFormatVersion: '2.0' });
    }
  });

  it('builds one function per handler on Node.js 22, arm64, with APP_ENV=production', () => {
    const handlers = new Set([...productionRoutes.map((route) => route.handler), NOT_FOUND_HANDLER]);
    expect(functions.map(handlerOf).sort()).toEqual([...handlers].sort());
    for (const fn of functions) {
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        MemorySize: 256,
        Timeout: 10,
        Handler: 'index.handler',
      });
      expect(fn.Properties.Environment.Variables).toMatchObject({
        APP_ENV: 'production',
        POWERTOOLS_SERVICE_NAME: 'handoff',
        NODE_OPTIONS: '--enable-source-maps',
        TABLE_NAME: { 'Fn::ImportValue': expect.stringMatching(/^HandoffData:ExportsOutputRefTable/) },
      });
    }
  });

  it('sends mail from the default sender and leaves email links out unless configured', () => {
    for (const fn of functions) {
      expect(fn.Properties.Environment.Variables).toMatchObject({ MAIL_FROM: 'no-reply@handoff.example', PUBLIC_BASE_URL: '' });
    }
  });

  it('takes the mail sender and the public base URL from the CDK context', () => {
    const configured = synthesize({ mailFrom: 'ops@handoff.test', publicBaseUrl: 'https://handoff.test' });
    for (const fn of configured.ofType('AWS::Lambda::Function')) {
      expect(fn.Properties.Environment.Variables).toMatchObject({ MAIL_FROM: 'ops@handoff.test', PUBLIC_BASE_URL: 'https://handoff.test' });
    }
  });

  it("keeps each function's logs for one month in its own log group", () => {
    const logGroups = new Set(functions.map((fn) => fn.Properties.LoggingConfig.LogGroup.Ref));
    expect(logGroups.size).toBe(functions.length);
    for (const ref of logGroups) expect(byRef(ref).Properties.RetentionInDays).toBe(30);
  });

  it('has no API Gateway authorizer: the handlers enforce auth and answer 401 {"error"}', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 0);
    for (const route of ofType('AWS::ApiGatewayV2::Route')) expect(route.Properties.AuthorizationType).toBe('NONE');
  });

  it('throttles the auto-deployed default stage so abuse gets 429', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Stage', 1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingBurstLimit: 100, ThrottlingRateLimit: 50 },
    });
  });

  it('lets every function read and write the table', () => {
    for (const fn of functions) {
      const actions = statementsOf(fn).flatMap((statement) => statement.Action);
      expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:Query']));
    }
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
