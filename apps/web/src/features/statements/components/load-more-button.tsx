import { Button, Flex } from 'antd';
import { useToast } from '../../../components/toast';
import { vi } from '../../../i18n/vi';

type LoadMoreButtonProps = {
  query: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => Promise<unknown>;
  };
  loaded: number;
  total: number;
};

/**
 * `Xem thêm (loaded/total)`, gone once every row is loaded or a page came back empty (spec 2
 * §4); a failed page says so in a red toast and the button stays for another try.
 */
export function LoadMoreButton({ query, loaded, total }: LoadMoreButtonProps) {
  const toast = useToast();
  if (!query.hasNextPage) return null;
  const onClick = async () => {
    const result = (await query.fetchNextPage()) as { isError?: boolean };
    if (result.isError) toast.error(vi.statements.loadMoreFailed);
  };
  return (
    <Flex justify="center" style={{ marginTop: 16 }}>
      <Button loading={query.isFetchingNextPage} onClick={() => void onClick()}>
        {vi.statements.loadMore(loaded, total)}
      </Button>
    </Flex>
  );
}
