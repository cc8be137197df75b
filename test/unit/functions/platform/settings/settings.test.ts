import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SANDBOX_STEPS } from '../../../../../functions/contexts/work/tasks/domain';
import { ROUTE_FUNCTION_SETTING_DOCS, ROUTE_FUNCTION_SETTINGS } from '../../../../../functions/manifest/function-names';
import { SCREENING_FUNCTION_SETTING_DOCS, SCREENING_FUNCTION_SETTINGS } from '../../../../../functions/manifest/screening-function';
import { STATE_MACHINE_ARN_DOCS, STATE_MACHINE_ARNS } from '../../../../../functions/manifest/state-machine-arns';
import { checksummed } from '../../../../../functions/platform/kernel/evm-addresses';
import { MAX_SANDBOX_STEP_SECONDS, SANDBOX_RUN_WAITS, SETTINGS } from '../../../../../functions/platform/settings/catalogue';
import { configurationDocument } from '../../../../../functions/platform/settings/configuration-doc';
import { CONTEXT_KEYS } from '../../../../../functions/platform/settings/context-keys';
import { deployedFormsOf, deployedSettings } from '../../../../../functions/platform/settings/deploy';
import { loadDeclaredSettings, loadSettings } from '../../../../../functions/platform/settings/runtime';
import { LOCAL_STACK_SETTINGS } from '../../../../../functions/platform/settings/stack-catalogue';
import { PRODUCTION_CONTEXT } from '../../../../support/production-context';

const load = (env: Record<string, string> = {}) => loadSettings({ TABLE_NAME: 'handoff-test', ...env });

describe('Settings: the functions at start-up', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('runs with the defaults and nothing but a table', () => {
    const config = load();
    expect(config).toMatchObject({
      appEnv: 'production',
      tableName: 'handoff-test',
      platformFeeBps: 1000,
      adminKeySha256: '',
      earningsHoldMs: 0,
      payoutGasFee: 5,
      callbacks: { timeoutMs: 5000, retry: { baseMs: 30_000, maxDelayMs: 7_200_000, maxAttempts: 32 }, queueUrl: '' },
      guardian: { kind: 'rules', confidenceThreshold: 0.9 },
      workflows: { sandboxStepSeconds: 2 },
      chain: { chainId: 8453, confirmations: 12, minDeposit: 500, maxDeposit: 1_000_000, pollSeconds: 10, rpcUrl: undefined, hotWallet: undefined },
    });
    expect(config.callbackAllowHosts).toEqual(new Set());
  });

  it('holds money as integer cents and durations in milliseconds', () => {
    const config = load({ PAYOUT_GAS_FEE_USD: '0.07', EARNINGS_HOLD_HOURS: '1.5', DEPOSIT_MAX_USDC: '2500.5', PLATFORM_FEE_RATE: '0.025' });
    expect(config.payoutGasFee).toBe(7);
    expect(config.earningsHoldMs).toBe(90 * 60 * 1000);
    expect(config.chain.maxDeposit).toBe(250_050);
    expect(config.platformFeeBps).toBe(250);
  });

  it('takes an empty variable as unset', () => {
    expect(load({ APP_ENV: '', PAYOUT_GAS_FEE_USD: '', CALLBACK_TIMEOUT_MS: '' })).toMatchObject({
      appEnv: 'production',
      payoutGasFee: 5,
      callbacks: { timeoutMs: 5000 },
    });
  });

  it('refuses a dollar amount finer than a cent, instead of charging it as $0', () => {
    expect(() => load({ PAYOUT_GAS_FEE_USD: '0.055' })).toThrow(
      "PAYOUT_GAS_FEE_USD must be an amount in dollars with at most 2 decimals, got '0.055'",
    );
  });

  it('refuses a number of hours that is not one, instead of holding earnings until NaN', () => {
    expect(() => load({ EARNINGS_HOLD_HOURS: '72h' })).toThrow("EARNINGS_HOLD_HOURS must be a number of hours from 0 to 8760, got '72h'");
    expect(() => load({ EARNINGS_HOLD_HOURS: '1e400' })).toThrow('EARNINGS_HOLD_HOURS');
    expect(() => load({ EARNINGS_HOLD_HOURS: '99999999' })).toThrow('EARNINGS_HOLD_HOURS');
  });

  it('refuses an admin key hash that is not 64 hex digits, instead of answering admin requests with 500', () => {
    expect(() => load({ ADMIN_API_KEY_SHA256: 'z'.repeat(64) })).toThrow(
      'ADMIN_API_KEY_SHA256 must be empty or the SHA-256 of the admin key, as 64 hex digits',
    );
    expect(() => load({ ADMIN_API_KEY_SHA256: 'ab'.repeat(31) })).toThrow('ADMIN_API_KEY_SHA256');
    expect(load({ ADMIN_API_KEY_SHA256: 'AB'.repeat(32) }).adminKeySha256).toBe('ab'.repeat(32));
  });

  it('stops the function at start, naming the variable, on a bad value', async () => {
    vi.stubEnv('EARNINGS_HOLD_HOURS', '72h');
    await expect(import('../../../../../functions/platform/settings')).rejects.toThrow('EARNINGS_HOLD_HOURS');
    vi.resetModules();
    await expect(import('../../../../../functions/contexts/edge/operator-app/api/earnings')).rejects.toThrow('EARNINGS_HOLD_HOURS');
  });

  it('names every bad variable at once', () => {
    expect(() => load({ CHAIN_ID: 'base', SANDBOX_STEP_SECONDS: '31', GUARDIAN: 'openai' })).toThrow(
      "SANDBOX_STEP_SECONDS must be a whole number of seconds up to 30 (4 waits in a 5-minute Express execution), got '31'; " +
        "GUARDIAN must be rules or bedrock, got 'openai'; CHAIN_ID must be a positive integer, got 'base'",
    );
  });

  it('needs a table', () => {
    expect(() => loadSettings({})).toThrow('TABLE_NAME is required');
  });

  it.each([
    ['PLATFORM_FEE_RATE', '1.5'],
    ['PLATFORM_FEE_RATE', '-0.1'],
    ['PLATFORM_FEE_RATE', 'ten'],
    ['PLATFORM_FEE_RATE', '0.00001'],
    ['CALLBACK_TIMEOUT_MS', '0'],
    ['CALLBACK_MAX_ATTEMPTS', '1e3'],
    ['CHAIN_CONFIRMATIONS', '0'],
    ['DEPOSIT_MIN_USDC', '0'],
    ['DEPOSIT_ADDRESS', '0x1234'],
    ['CHAIN_RPC_URL', 'base-rpc.example'],
    ['HOT_WALLET_PRIVATE_KEY', '0x1234'],
    ['APP_ENV', 'staging'],
  ])('refuses %s=%s', (variable, value) => {
    expect(() => load({ [variable]: value })).toThrow(`${variable} must be`);
  });

  it('checks the settings against each other', () => {
    expect(() => load({ CHAIN_RPC_URL: 'http://127.0.0.1:8545' })).toThrow('DEPOSIT_ADDRESS is required with CHAIN_RPC_URL');
    expect(() => load({ DEPOSIT_MIN_USDC: '20', DEPOSIT_MAX_USDC: '10' })).toThrow('DEPOSIT_MIN_USDC must not exceed DEPOSIT_MAX_USDC');
    expect(() => load({ HOT_WALLET_PRIVATE_KEY: `0x${'1'.repeat(64)}`, HOT_WALLET_KMS_KEY_ID: 'key' })).toThrow(
      'Set HOT_WALLET_PRIVATE_KEY or HOT_WALLET_KMS_KEY_ID, not both',
    );
  });

  it('takes, instead of the RPC URL, the name of its SSM parameter: then too with a deposit address, never with the URL', () => {
    const depositAddress = '0x52908400098527886E0F7030069857D2E4169EE7';
    const config = load({ CHAIN_RPC_URL_PARAMETER: '/handoff/prod/chain-rpc-url', DEPOSIT_ADDRESS: depositAddress });
    expect(config.chain).toMatchObject({ rpcUrl: undefined, rpcUrlParameter: '/handoff/prod/chain-rpc-url', depositAddress });
    expect(() => load({ CHAIN_RPC_URL_PARAMETER: '/handoff/prod/chain-rpc-url' })).toThrow(
      'DEPOSIT_ADDRESS is required with CHAIN_RPC_URL_PARAMETER',
    );
    expect(() =>
      load({ CHAIN_RPC_URL: 'https://base-rpc.example', CHAIN_RPC_URL_PARAMETER: '/handoff/prod/chain-rpc-url', DEPOSIT_ADDRESS: depositAddress }),
    ).toThrow('Set CHAIN_RPC_URL or CHAIN_RPC_URL_PARAMETER, not both');
    expect(() => load({ CHAIN_RPC_URL_PARAMETER: 'https://base-rpc.example', DEPOSIT_ADDRESS: depositAddress })).toThrow(
      'CHAIN_RPC_URL_PARAMETER must be an SSM parameter name',
    );
    expect(() => load({ CHAIN_RPC_URL_PARAMETER: '/aws/reserved', DEPOSIT_ADDRESS: depositAddress })).toThrow('CHAIN_RPC_URL_PARAMETER must be');
  });

  it('keeps addresses as written: the chain adapter checksums them', () => {
    const lower = '0x52908400098527886e0f7030069857d2e4169ee7';
    const config = load({ CHAIN_RPC_URL: 'http://127.0.0.1:8545', DEPOSIT_ADDRESS: lower });
    expect(config.chain).toMatchObject({ rpcUrl: 'http://127.0.0.1:8545', depositAddress: lower });
  });

  it("takes USDC's EIP-712 domain from settings: Base mainnet's (and the local test token's) by default, Base Sepolia's when set", () => {
    expect(load().chain.usdcDomain).toEqual({ name: 'USD Coin', version: '2' });
    expect(load({ USDC_EIP712_NAME: 'USDC', USDC_EIP712_VERSION: '2' }).chain.usdcDomain).toEqual({ name: 'USDC', version: '2' });
  });

  it("bounds the sandbox step so that a run's waits, one per simulated step, fit in a 5-minute Express execution", () => {
    expect(SANDBOX_RUN_WAITS).toBe(SANDBOX_STEPS.length);
    expect(MAX_SANDBOX_STEP_SECONDS * SANDBOX_RUN_WAITS).toBeLessThan(5 * 60);
  });

  it('gives the starter each state machine ARN from its variable, none by default', () => {
    expect(loadDeclaredSettings(STATE_MACHINE_ARNS, {})).toEqual({});
    expect(loadDeclaredSettings(STATE_MACHINE_ARNS, { SANDBOX_RUN_STATE_MACHINE_ARN: 'arn:aws:states:us-east-1:1:stateMachine:s' })).toEqual({
      sandboxRun: 'arn:aws:states:us-east-1:1:stateMachine:s',
    });
  });
});

describe('Settings: payout safeguards', () => {
  const prod: Record<string, string> = PRODUCTION_CONTEXT;

  it('requires an authenticator app for payouts on every deployed stage by default, and at prod always', () => {
    expect(deployedSettings((key) => ({ stage: 'dev' })[key]).values.payoutRequiresMfa).toBe(true);
    expect(deployedSettings((key) => prod[key]).values.payoutRequiresMfa).toBe(true);
    expect(() => deployedSettings((key) => ({ ...prod, payoutRequiresMfa: '0' })[key])).toThrow(
      'Context payoutRequiresMfa is required at stage prod: payouts only for operators with an authenticator app (1)',
    );
  });

  it('leaves it off locally, where /dev/operator-token operators never sign in through the user pool, and waits 24 hours for a new address', () => {
    const local = load({});
    expect(local.payoutRequiresMfa).toBe(false);
    expect(local.payoutAddressCooldownMs).toBe(24 * 3_600_000);
  });
});

describe('Settings: the catalogue', () => {
  const all = [
    ...Object.values(SETTINGS),
    ...Object.values(STATE_MACHINE_ARNS),
    ...Object.values(ROUTE_FUNCTION_SETTINGS),
    ...Object.values(SCREENING_FUNCTION_SETTINGS),
    ...Object.values(LOCAL_STACK_SETTINGS),
  ];

  it('names each variable and context key once', () => {
    const variables = all.map((setting) => setting.env);
    const contextKeys = [...Object.values(CONTEXT_KEYS), ...all.flatMap((setting) => (setting.context ? [setting.context] : []))];
    expect(new Set(variables).size).toBe(variables.length);
    expect(new Set(contextKeys).size).toBe(contextKeys.length);
  });

  it('hands the functions, for every context value, the text they read back as the same value', () => {
    const context: Record<string, string | number> = {
      earningsHoldHours: 48,
      payoutGasFeeUsd: '0.02',
      platformFeeRate: 0.15,
      adminApiKeySha256: 'AB'.repeat(32),
      depositMaxUsdc: '2500.5',
      guardianConfidenceThreshold: 0,
      chainRpcUrl: 'https://base-rpc.example',
      depositAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
    };
    const deployed = deployedSettings((key) => context[key]);
    const runtime = load(deployed.environment);
    expect(runtime).toMatchObject({
      earningsHoldMs: 48 * 60 * 60 * 1000,
      payoutGasFee: 2,
      platformFeeBps: 1500,
      adminKeySha256: 'ab'.repeat(32),
      guardian: { confidenceThreshold: 0 },
      chain: { maxDeposit: 250_050, rpcUrl: 'https://base-rpc.example', depositAddress: '0x52908400098527886E0F7030069857D2E4169EE7' },
    });
    for (const [key, value] of Object.entries(deployed.values)) {
      expect(
        SETTINGS[key as keyof typeof SETTINGS].parse(deployed.environment[SETTINGS[key as keyof typeof SETTINGS].env] || undefined),
        key,
      ).toEqual({
        ok: true,
        value,
      });
    }
  });

  it('gives a deployment its own defaults where its context sets none, and refuses there a chain RPC URL that is not https (none needs none)', () => {
    const { values, environment } = deployedSettings((key) => ({ stage: 'dev' })[key]);
    expect(values).toMatchObject({
      earningsHoldHours: 72,
      stallResumeSeconds: 300,
      guardian: 'bedrock',
      screening: 'bedrock',
      chainRpcUrl: undefined,
    });
    expect(environment).toMatchObject({ EARNINGS_HOLD_HOURS: '72', STALL_RESUME_SECONDS: '300', GUARDIAN: 'bedrock', SCREENING: 'bedrock' });
    const depositAddress = '0x52908400098527886E0F7030069857D2E4169EE7';
    expect(() => deployedSettings((key) => ({ chainRpcUrl: 'http://127.0.0.1:8545', depositAddress })[key])).toThrow(
      "Context chainRpcUrl must be an https URL, got 'http://127.0.0.1:8545'",
    );
    expect(deployedSettings((key) => ({ chainRpcUrl: 'https://base-rpc.example', depositAddress })[key]).values.chainRpcUrl).toBe(
      'https://base-rpc.example',
    );
  });

  // The functions show these addresses as their variables give them (no keccak in a bundle): the deployment checksums them.
  it('writes the chain addresses EIP-55 checksummed, whatever case the context or the local environment gives them', () => {
    const depositAddress = '0x52908400098527886E0F7030069857D2E4169EE7';
    const usdc = '0x036CbD53842c5426634e7929541eC2318f3dCF7e';
    const { values, environment } = deployedSettings(
      (key) => ({ depositAddress: depositAddress.toLowerCase(), usdcContractAddress: usdc.toLowerCase() })[key],
    );
    expect(values).toMatchObject({ depositAddress, usdcAddress: usdc });
    expect(environment).toMatchObject({ DEPOSIT_ADDRESS: depositAddress, USDC_CONTRACT_ADDRESS: usdc });
    expect(load(environment).chain).toMatchObject({ depositAddress, usdcAddress: usdc });

    expect(
      deployedFormsOf({
        DEPOSIT_ADDRESS: depositAddress.toLowerCase(),
        ETH_USD_PRICE_FEED: usdc.toUpperCase().replace('0X', '0x'),
        CHAIN_ID: '84532',
      }),
    ).toEqual({
      DEPOSIT_ADDRESS: depositAddress,
      ETH_USD_PRICE_FEED: usdc,
    });
    // Left for the functions to refuse at start, naming the variable.
    expect(deployedFormsOf({ DEPOSIT_ADDRESS: '0x1234' })).toEqual({});
  });

  it('defaults the chain addresses to their EIP-55 form (what the functions show where none is set)', () => {
    for (const setting of [SETTINGS.usdcAddress, SETTINGS.depositAddress, SETTINGS.ethUsdPriceFeed]) {
      expect(setting.default).toBe(checksummed(setting.default ?? ''));
    }
  });

  it('is what docs/configuration.md lists (regenerate with `npm run docs:configuration`)', () => {
    expect(readFileSync(new URL('../../../../../docs/configuration.md', import.meta.url), 'utf8')).toBe(
      configurationDocument(
        { ...STATE_MACHINE_ARNS, ...ROUTE_FUNCTION_SETTINGS, ...SCREENING_FUNCTION_SETTINGS },
        { ...STATE_MACHINE_ARN_DOCS, ...ROUTE_FUNCTION_SETTING_DOCS, ...SCREENING_FUNCTION_SETTING_DOCS },
      ),
    );
  });
});

describe('Settings: the only reader of the environment', () => {
  const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
  const sources = (dir: string): string[] =>
    readdirSync(join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
    );
  /** Processes that set the variables of the handlers they run, as the CDK app sets a Lambda's. */
  const SETS_HANDLER_ENVIRONMENT = new Set(['local/stack.ts', 'bin/openapi.ts', 'bin/restore-drill.ts']);

  it('is functions/platform/settings: no other code of the service reads process.env', () => {
    const readers = ['functions', 'lib', 'local', 'bin', 'openapi']
      .flatMap(sources)
      .filter((file) => !file.startsWith(join('functions', 'platform', 'settings')) && !SETS_HANDLER_ENVIRONMENT.has(file))
      .filter((file) => readFileSync(join(repoRoot, file), 'utf8').includes('process.env'));
    expect(readers).toEqual([]);
  });
});
