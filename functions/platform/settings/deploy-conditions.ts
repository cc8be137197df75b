/**
 * What a deployment alone reads of the functions' settings, by the setting's key in the catalogue: what it takes
 * without the setting's context key where that differs from the default, what any deployment must meet, what
 * the production stage requires and the form it writes a value in. Kept apart from the catalogue, as the context keys are (context-keys.ts): the
 * functions bundle the catalogue, and none of them checks these (deploy.ts does, at synth).
 */
import { checksummed } from '../kernel/evm-addresses';
import { PLACEHOLDER_MAIL_FROM, type Settings, ZERO_ADDRESS } from './catalogue';
import type { CONTEXT_KEYS } from './context-keys';
import { type DeployConditions, isHttpsUrl } from './define';

/** The stage whose synth is the production profile: it refuses to build without each `production` condition below. */
export const PRODUCTION_STAGE = 'prod';

/** Said by every `production` condition, so the synth's message tells where the requirement comes from. */
export const IN_PRODUCTION = `is required at stage ${PRODUCTION_STAGE}`;

/**
 * The EIP-55 form of a configured address, whatever case it was written in: what the functions show (the
 * deposit instructions, a 402's payment requirements) and the chain is given, with no keccak of their own.
 */
const eip55 = { deployedForm: (address: `0x${string}`) => checksummed(address) as `0x${string}` };

/** Only deployable settings (those with a context key) have any: synth reads no other. */
export const DEPLOY_CONDITIONS = {
  mailFrom: { production: { holds: (from) => from !== PLACEHOLDER_MAIL_FROM, must: `${IN_PRODUCTION}: a sender verified in SES` } },
  adminKeySha256: { production: { holds: (hash) => hash !== '', must: `${IN_PRODUCTION}: the SHA-256 of the admin key` } },
  earningsHoldHours: { deployedDefault: '72' },
  stallResumeSeconds: { deployedDefault: '300' },
  payoutRequiresMfa: {
    deployedDefault: '1',
    production: { holds: (required) => required, must: `${IN_PRODUCTION}: payouts only for operators with an authenticator app (1)` },
  },
  guardian: { deployedDefault: 'bedrock' },
  screening: { deployedDefault: 'bedrock' },
  chainRpcUrl: {
    // Unset, it needs none: the chain is off, or read from the parameter.
    deployed: { holds: (rpcUrl) => rpcUrl === undefined || isHttpsUrl(rpcUrl), must: 'must be an https URL' },
    // A provider's URL often embeds its API key: the production stage keeps it out of the functions' environment.
    production: {
      holds: (rpcUrl) => rpcUrl === undefined,
      must: `must be unset at stage ${PRODUCTION_STAGE}: store the URL in SSM and name the parameter in chainRpcUrlParameter`,
    },
  },
  chainRpcUrlParameter: {
    production: { holds: (name) => name !== undefined, must: `${IN_PRODUCTION}: the SSM parameter holding the chain RPC URL` },
  },
  depositAddress: { ...eip55, production: { holds: (deposit) => deposit !== ZERO_ADDRESS, must: `${IN_PRODUCTION}: where agents send USDC` } },
  usdcAddress: eip55,
  ethUsdPriceFeed: eip55,
} satisfies { readonly [K in keyof typeof CONTEXT_KEYS]?: DeployConditions<Settings[K]> };
