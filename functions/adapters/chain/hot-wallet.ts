import type { LocalAccount } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { awsClient } from '../../platform/logging/aws-clients';
import type { HotWalletSigner } from '../../platform/settings';
import { kmsAccount, kmsSdk } from './kms-account';

let account: Promise<LocalAccount> | undefined;

/**
 * The platform's hot wallet, which sends payouts: a private key from the environment on local
 * stacks and in tests, an AWS KMS key when deployed (the key never leaves KMS). Created once
 * per process.
 */
export const hotWalletAccount = (signer: HotWalletSigner): Promise<LocalAccount> =>
  (account ??=
    signer.kind === 'private-key'
      ? Promise.resolve(privateKeyToAccount(signer.privateKey))
      : kmsSdk()
          .then(({ KMSClient }) => kmsAccount(awsClient(new KMSClient({})), signer.keyId))
          .catch((error) => {
            account = undefined; // a KMS hiccup must not stick for the life of the container
            throw error;
          }));
