import { chmodSync, mkdirSync } from 'node:fs';

/**
 * A directory only its owner can enter, made if missing and narrowed if it was made before
 * with looser rights: the local stack keeps its table (balances, sealed secrets) and its
 * sealing key under it, which no other user of the machine may read.
 */
export const privateDirectory = (path: string): string => {
  mkdirSync(path, { recursive: true, mode: 0o700 });
  chmodSync(path, 0o700);
  return path;
};
