import { Aws, Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';

/**
 * Handlers that talk to the chain (their code reaches functions/adapters/chain/rpc-url.ts, through viem's
 * client or the plain JSON-RPC one) and so read the RPC URL's SSM parameter. Kept by hand, like the mail senders: IAM must not widen because an
 * import changed; test/infra/chain.test.ts checks the list against what each handler's bundle holds.
 */
export const CHAIN_HANDLERS: ReadonlySet<string> = new Set([
  'contexts/accounts/agents/api/bind-wallet',
  'contexts/money/deposits/api/report-deposit',
  'contexts/edge/operator-app/api/earnings',
  'contexts/money/payouts/api/payout',
  'contexts/money/deposits/workflow/check-deposit-step',
  'contexts/money/payouts/workflow/send-payout-step',
  'contexts/money/payouts/workflow/check-payout-step',
  'contexts/money/payouts/workflow/hot-wallet-balance-step',
  // x402: a short balance paid with an EIP-3009 authorization is checked and settled here, under the payout signer's
  // role (lib/workflows.ts); task and batch creation (and the MCP and A2A functions that run them) invoke it.
  'contexts/money/deposits/sender/settle-payment',
]);

/** The parameter's ARN: its name is a path (`/handoff/prod/chain-rpc-url`), so it follows `parameter` directly. */
export const parameterArn = (scope: IFunction, name: string): string => {
  const { region, account } = Stack.of(scope);
  return `arn:${Aws.PARTITION}:ssm:${region}:${account}:parameter${name}`;
};

/**
 * Lets a chain handler read the RPC URL's SecureString (chainRpcUrlParameter): GetParameter on that
 * parameter, and kms:Decrypt only as SSM uses it for that parameter (through SSM, with its ARN as the
 * encryption context), whichever key encrypts it (aws/ssm by default, or a customer managed key whose
 * key policy defers to IAM). Nothing for other handlers, or without the parameter.
 */
export const grantChainRpcUrl = (fn: IFunction, handler: string, parameterName: string | undefined): void => {
  if (parameterName === undefined || !CHAIN_HANDLERS.has(handler)) return;
  const { region, account } = Stack.of(fn);
  const arn = parameterArn(fn, parameterName);
  fn.addToRolePolicy(new PolicyStatement({ actions: ['ssm:GetParameter'], resources: [arn] }));
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['kms:Decrypt'],
      resources: [`arn:${Aws.PARTITION}:kms:${region}:${account}:key/*`],
      conditions: { StringEquals: { 'kms:ViaService': `ssm.${region}.amazonaws.com`, 'kms:EncryptionContext:PARAMETER_ARN': arn } },
    }),
  );
};
