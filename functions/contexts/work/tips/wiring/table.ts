import { getAgent } from '../../../accounts/agents/store';
import { getTask } from '../../tasks/store';
import type { TipsPorts } from '../ports';
import { recordTip } from '../store/tips-store';

/** The composition root of the tip route. */
export const tipsTable: TipsPorts = {
  tasks: { getTask },
  agents: { getAgent },
  tips: { recordTip },
};
