import { functionByName } from '../../../../adapters/lambda/invoke';
import { SCREENING_FUNCTION_SETTINGS } from '../../../../manifest/screening-function';
import { declaredSettings } from '../../../../platform/settings';
import { type ScreeningPass, type ScreeningRequest, screeningCallOf, screeningPassFrom } from '../domain';

const screeningFunction = functionByName<ReturnType<typeof screeningCallOf>>(
  () => declaredSettings(SCREENING_FUNCTION_SETTINGS).screeningFunction,
  'SCREENING_FUNCTION',
);

/** The local stack runs the screening function's handler in-process; Lambda invokes its function (SCREENING_FUNCTION). */
export const useScreeningFunction = screeningFunction.runLocally;

/**
 * Screens a creation's request in the screening function (sender/screen.ts), which counts and records
 * a refusal or hold; its refusal is thrown here as the error it was there. Task and batch creation
 * screen so: the screeners, the Bedrock client and the metrics are that function's, not in their bundles.
 */
export const screenInFunction = async (request: ScreeningRequest, now: Date): Promise<ScreeningPass> =>
  screeningPassFrom(await screeningFunction.call(screeningCallOf(request, now)));
