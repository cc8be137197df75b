import { invokeFunction } from '../../../../adapters/lambda/invoke';
import { SCREENING_FUNCTION_SETTINGS } from '../../../../manifest/screening-function';
import { declaredSettings } from '../../../../platform/settings';
import { type ScreeningPass, type ScreeningRequest, screeningCallOf, screeningPassFrom } from '../domain';

/** Runs the screening function with a call and answers what it answered. */
type ScreeningFunction = (call: ReturnType<typeof screeningCallOf>) => Promise<unknown>;

let inProcess: ScreeningFunction | undefined;

/** The local stack runs the screening function's handler in-process; Lambda invokes its function (SCREENING_FUNCTION). */
export const useScreeningFunction = (local: ScreeningFunction): void => {
  inProcess = local;
};

/**
 * Screens a creation's request in the screening function (sender/screen.ts), which counts and records
 * a refusal or hold; its refusal is thrown here as the error it was there. Task and batch creation
 * screen so: the screeners, the Bedrock client and the metrics are that function's, not in their bundles.
 */
export const screenInFunction = async (request: ScreeningRequest, now: Date): Promise<ScreeningPass> => {
  const call = screeningCallOf(request, now);
  const { screeningFunction: functionName } = declaredSettings(SCREENING_FUNCTION_SETTINGS);
  if (functionName) return screeningPassFrom(await invokeFunction(functionName, call));
  if (!inProcess) throw new Error('No screening function: set SCREENING_FUNCTION');
  return screeningPassFrom(await inProcess(call));
};
