/**
 * The one part of viem the x402 checks use without a chain, in a file of its own that x402.ts
 * imports at first use: a dynamic import of 'viem' itself would bundle every export of it.
 */
export { verifyTypedData } from 'viem';
