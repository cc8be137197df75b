/**
 * `npx tsx bin/hot-wallet-address.ts <key id or ARN>`: the Ethereum address of the hot wallet's KMS
 * key (the data stack's `HotWalletKey`), the address to fund with USDC and ETH for gas. Derived as the
 * payout sender derives it, from the key's public key; needs kms:GetPublicKey on the key, and the AWS
 * credentials and Region of the deployment (AWS_PROFILE, AWS_REGION).
 */
import { KMSClient } from '@aws-sdk/client-kms';
import { kmsAccount } from '../functions/adapters/chain/kms-account';

const [keyId] = process.argv.slice(2);
if (!keyId) {
  console.error('Usage: npx tsx bin/hot-wallet-address.ts <KMS key id or ARN>');
  process.exit(2);
}
console.log((await kmsAccount(new KMSClient({}), keyId)).address);
