import { useEffect, useState } from 'preact/hooks';
import { problem } from '../api-client';
import { useAction } from '../screens/ui';

/** A list read page by page from its cursor: the first page on mount, the next on "Load more". */
export const usePaged = <T>(page: (cursor?: string) => Promise<{ data: T[]; next_cursor: string | null }>, deps: unknown[] = []) => {
  const [items, setItems] = useState<T[]>();
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const more = useAction();
  const reload = () =>
    page()
      .then((first) => {
        setItems(first.data);
        setNext(first.next_cursor);
      })
      .catch((caught) => setError(problem(caught)));
  useEffect(() => void reload(), deps);
  const loadMore = () =>
    more.run(async () => {
      if (!next) return;
      const following = await page(next);
      setItems((loaded) => [...(loaded ?? []), ...following.data]);
      setNext(following.next_cursor);
    });
  return { items, next, error, more, loadMore, reload };
};
