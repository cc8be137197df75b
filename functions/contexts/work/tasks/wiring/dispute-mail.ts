import { mailer } from '../../../../platform/mail';
import { config } from '../../../../platform/settings';
import { getOperator } from '../../../accounts/operators/store';
import type { DisputeMailPorts } from '../ports';

/** The composition root of the mail telling an operator of a dispute (sent by the agent's verify route). */
export const disputeMail: DisputeMailPorts = {
  operators: { getOperator },
  mail: mailer,
  settings: { publicBaseUrl: config.publicBaseUrl },
};
