import type { SettleResponse } from '@x402/core/types';
import { functionByName } from '../../../../adapters/lambda/invoke';
import { config } from '../../../../platform/settings';
import { type SettlerRequest, settledFrom } from '../domain/settler-exchange';
import { pendingDeposits } from '../store/deposits-store';
import { depositSettings } from './reads';

const settler = functionByName<SettlerRequest>(() => config.x402SettlerFunction, 'X402_SETTLER_FUNCTION');

/** The local stack runs the settler's handler in-process; Lambda invokes its function (X402_SETTLER_FUNCTION). */
export const useSettler = settler.runLocally;

/**
 * Pays a short balance with the payment a creation carried, by the x402 settler (the chain work,
 * viem and the hot wallet are its alone: a creation's bundle holds none of them); its refusal is
 * thrown here as the error it was there.
 */
const payShortfallBySettler = async (request: SettlerRequest): Promise<SettleResponse> => settledFrom(await settler.call(request));

/**
 * The composition root of x402 in task and batch creation: the settings its 402 states, the pending
 * deposits it reads (a payment still settling), and the settler that pays. Only these: a creation's
 * bundle holds none of the other deposit routes' store calls and views.
 */
export const creationPayments = { settings: depositSettings, deposits: { pendingDeposits }, payShortfall: payShortfallBySettler };
