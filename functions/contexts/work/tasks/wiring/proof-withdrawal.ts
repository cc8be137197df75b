import { deleteObjects } from '../../../../adapters/photos/storage';
import { listTaskPhotos } from '../../photos/store';
import type { AgentPhotoCopies, ProofWithdrawalPorts } from '../ports';

/** The agent's copies in the photo bucket, found through the task's photo items. */
export const agentPhotoCopies: AgentPhotoCopies = {
  listAgentCopies: async (taskId) => (await listTaskPhotos(taskId)).flatMap((photo) => (photo.agent_key ? [photo.agent_key] : [])),
  deleteObjects: (keys) => deleteObjects([...keys]),
};

/** The composition root of what takes a refunded task's proof back: the sweep and the photo settling. */
export const proofWithdrawal: ProofWithdrawalPorts = { photos: agentPhotoCopies };
