import { describe, expect, it } from 'vitest';
import { handlerOf, synthesize } from './synth';

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
