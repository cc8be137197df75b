import { describe, expect, it } from 'vitest';
import { CHAIN_HANDLERS } from '../../lib/chain-rpc-url';
import { bundleMetafile } from '../support/bundles';
import { handlerOf, PRODUCTION_CONTEXT, synthesize } from './synth';

const environmentOf = (context: Record<string, string | number> = {}) => {
  const { ofType, workflows } = synthesize(context);
  return [...ofType('AWS::Lambda::Function'), ...workflows.ofType('AWS::Lambda::Function')].map((fn) => ({
    handler: handlerOf(fn),
    variables: fn.Properties.Environment.Variables,
  }));
};

describe('CDK context: the chain', () => {
  it('defaults to Base mainnet USDC without a chain (deposits and payouts refused), and names the hot wallet key', () => {
    for (const { handler, variables } of environmentOf()) {
      expect(variables, handler).toMatchObject({
        CHAIN_RPC_URL: '',
        CHAIN_ID: '8453',
        USDC_CONTRACT_ADDRESS: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
        DEPOSIT_ADDRESS: '0x0000000000000000000000000000000000000000',
        CHAIN_CONFIRMATIONS: '12',
        DEPOSIT_MIN_USDC: '5',
        DEPOSIT_MAX_USDC: '10000',
        ETH_USD_PRICE_FEED: '0x71041dddad3595F9CEd3DcCFBe3D1F4b0a16Bb70',
        HOT_WALLET_KMS_KEY_ID: { 'Fn::ImportValue': expect.stringMatching(/^HandoffData:ExportsOutputFnGetAttHotWalletKey\w+Arn/) },
      });
      expect(variables).not.toHaveProperty('HOT_WALLET_PRIVATE_KEY');
    }
  });

  it('takes the chain, its deposit address and its limits from the context', () => {
    const context = {
      chainRpcUrl: 'https://base-rpc.example',
      depositAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
      chainId: 84532,
      chainConfirmations: 6,
      depositMinUsdc: '10',
      depositMaxUsdc: '2500.5',
    };
    for (const { variables } of environmentOf(context)) {
      expect(variables).toMatchObject({
        CHAIN_RPC_URL: 'https://base-rpc.example',
        DEPOSIT_ADDRESS: '0x52908400098527886E0F7030069857D2E4169EE7',
        CHAIN_ID: '84532',
        CHAIN_CONFIRMATIONS: '6',
        DEPOSIT_MIN_USDC: '10',
        DEPOSIT_MAX_USDC: '2500.5',
      });
    }
  });

  it('refuses at synth a chain without a deposit address, a plain-http RPC URL and malformed values', () => {
    expect(() => synthesize({ chainRpcUrl: 'https://base-rpc.example' })).toThrow(/depositAddress is required/);
    expect(() => synthesize({ chainRpcUrl: 'http://base-rpc.example', depositAddress: '0x52908400098527886E0F7030069857D2E4169EE7' })).toThrow(
      /https/,
    );
    expect(() => synthesize({ depositAddress: '0x1234' })).toThrow(/depositAddress/);
    expect(() => synthesize({ chainConfirmations: 0 })).toThrow(/chainConfirmations/);
    expect(() => synthesize({ depositMinUsdc: '5.001' })).toThrow(/depositMinUsdc/);
    expect(() => synthesize({ chainPollSeconds: 'soon' })).toThrow(/chainPollSeconds/);
  });
});

describe('The chain RPC URL at the production stage: an SSM parameter, read by the chain functions alone', () => {
  const app = synthesize(PRODUCTION_CONTEXT);
  const functions = [
    ...app.ofType('AWS::Lambda::Function').map((fn) => ({ fn, statementsOf: app.statementsOf })),
    ...app.workflows.ofType('AWS::Lambda::Function').map((fn) => ({ fn, statementsOf: app.workflows.statementsOf })),
    ...app.callbacks.ofType('AWS::Lambda::Function').map((fn) => ({ fn, statementsOf: app.callbacks.statementsOf })),
  ];
  const parameterArn = { 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':ssm:us-east-1:111111111111:parameter/handoff/prod/chain-rpc-url']] };

  it('grants GetParameter on it, and kms:Decrypt only through SSM for it, to exactly the chain handlers', () => {
    const granted: string[] = [];
    for (const { fn, statementsOf } of functions) {
      const handler = handlerOf(fn);
      // SSM's statements, and KMS ones that hold only through SSM (the callback secrets key's grants are another matter).
      const statements = statementsOf(fn).filter(
        (statement) =>
          [statement.Action].flat().some((action: string) => action.startsWith('ssm:')) || statement.Condition?.StringEquals?.['kms:ViaService'],
      );
      if (statements.length === 0) continue;
      granted.push(handler);
      expect(statements, handler).toEqual([
        { Effect: 'Allow', Action: 'ssm:GetParameter', Resource: parameterArn },
        {
          Effect: 'Allow',
          Action: 'kms:Decrypt',
          Resource: { 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':kms:us-east-1:111111111111:key/*']] },
          Condition: { StringEquals: { 'kms:ViaService': 'ssm.us-east-1.amazonaws.com', 'kms:EncryptionContext:PARAMETER_ARN': parameterArn } },
        },
      ]);
    }
    expect(granted.sort()).toEqual([...CHAIN_HANDLERS].sort());
  });

  it('gives every function the parameter name and no URL: the value is in no template', () => {
    for (const { fn } of functions) {
      expect(fn.Properties.Environment.Variables, handlerOf(fn)).toMatchObject({
        CHAIN_RPC_URL: '',
        CHAIN_RPC_URL_PARAMETER: '/handoff/prod/chain-rpc-url',
      });
    }
    // CloudFormation never reads it: no dynamic reference, no SSM-typed template parameter but CDK's bootstrap version.
    const templates = [app.template, app.workflows.template, app.callbacks.template, app.data.template].map((template) => template.toJSON());
    expect(JSON.stringify(templates)).not.toMatch(/resolve:ssm/);
    for (const template of templates) expect(Object.keys(template.Parameters ?? {})).toEqual(['BootstrapVersion']);
  });

  it("lists as chain handlers exactly the deployed handlers whose bundle reaches the chain's RPC URL", async () => {
    const handlers = functions.map(({ fn }) => handlerOf(fn));
    const metafile = await bundleMetafile(handlers);
    const reaching = Object.values(metafile.outputs)
      .filter((output) => output.entryPoint && 'functions/adapters/chain/rpc-url.ts' in output.inputs)
      .map((output) => output.entryPoint!.replace(/^functions\/(.*)\.ts$/, '$1'));
    expect(reaching.sort()).toEqual([...CHAIN_HANDLERS].sort());
  });

  it('refuses at synth the URL and its parameter together, a parameter without a deposit address, and a name that is no path', () => {
    const depositAddress = PRODUCTION_CONTEXT.depositAddress;
    expect(() => synthesize({ chainRpcUrl: 'https://base-rpc.example', chainRpcUrlParameter: '/handoff/rpc', depositAddress })).toThrow(
      'Context Set chainRpcUrl or chainRpcUrlParameter, not both',
    );
    expect(() => synthesize({ chainRpcUrlParameter: '/handoff/rpc' })).toThrow('Context depositAddress is required with chainRpcUrlParameter');
    expect(() => synthesize({ chainRpcUrlParameter: 'handoff rpc', depositAddress })).toThrow(/chainRpcUrlParameter must be an SSM parameter name/);
  });
});
