import { ErrorNote } from '../screens/ui';

/** The next page of a list (usePaged), when there is one. */
export const LoadMore = ({ paged }: { paged: { next: string | null; loadMore(): unknown; more: { busy: boolean; error?: string } } }) => (
  <>
    <ErrorNote error={paged.more.error} />
    {paged.next && (
      <button type="button" class="secondary" onClick={paged.loadMore} disabled={paged.more.busy} aria-busy={paged.more.busy}>
        {paged.more.busy ? 'Loading…' : 'Load more'}
      </button>
    )}
  </>
);
