/**
 * Spreading one hot key over several. DynamoDB gives each partition 1,000 write and 3,000 read
 * units a second; a key every task writes (the platform's fee account, the open-task and timer
 * index partitions) would cap the whole service at that, so such a key is split into shards and
 * each task writes the one its id picks. Readers of the whole key read every shard.
 * The shard counts are chosen from the bench's scale model (bench/scale-model.ts): each is
 * explained where it is declared.
 */

/** A string hash (djb2) of `id` modulo `shards`: any id shape spreads evenly, and the same id always lands on the same shard. */
export const shardOf = (id: string, shards: number): number => {
  let hash = 5381;
  for (let i = 0; i < id.length; i++) hash = ((hash << 5) + hash + id.charCodeAt(i)) >>> 0;
  return hash % shards;
};

/** Every shard number of a key split `shards` ways. */
export const allShards = (shards: number): number[] => Array.from({ length: shards }, (_, shard) => shard);
