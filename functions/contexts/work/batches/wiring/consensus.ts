import { getBatch, recordConsensus } from '../store/batches-store';
import type { SettleConsensusDeps } from '../use-cases/settle-consensus';
import { seatReads } from './table';

/** What the paths that complete a task need to settle a batch's consensus: reads and the consensus write, nothing of creation. */
export const consensusSettlement: SettleConsensusDeps = { batches: { getBatch, recordConsensus }, seats: seatReads };
