import { Button, Flex, Typography } from 'antd';
import { useToast } from './toast';

type LoadMoreButtonProps = {
  query: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => Promise<unknown>;
  };
  /** The rows shown so far: an empty list has nothing to load more of. */
  loaded: number;
  /** The button (`Xem thêm`, or with the counts `Xem thêm (20/45)`). */
  label: string;
  /** The red toast of a page that failed to load. */
  failed: string;
  /** Said where the button was once every row is loaded; without it the button just goes. */
  allLoaded?: string;
};

/**
 * Load more below a list (spec 2 §4): the next page on click, until every row is loaded or a page
 * came back empty. A failed page says so in a red toast and the button stays for another try.
 */
export function LoadMoreButton({ query, loaded, label, failed, allLoaded }: LoadMoreButtonProps) {
  const toast = useToast();
  if (loaded === 0 || (!query.hasNextPage && allLoaded === undefined)) return null;
  const onClick = async () => {
    const result = (await query.fetchNextPage()) as { isError?: boolean };
    if (result.isError) toast.error(failed);
  };
  return (
    <Flex justify="center" style={{ marginTop: 16 }}>
      {query.hasNextPage ? (
        <Button loading={query.isFetchingNextPage} onClick={() => void onClick()}>
          {label}
        </Button>
      ) : (
        <Typography.Text type="secondary">{allLoaded}</Typography.Text>
      )}
    </Flex>
  );
}
