import { Button, Flex, Typography } from 'antd';
import { useToast } from '../../../components/toast';
import { vi } from '../../../i18n/vi';

const t = vi.statistics;

type StatsLoadMoreProps = {
  query: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => Promise<unknown>;
  };
  loaded: number;
};

/**
 * `Xem thêm` while rows remain; `Đã tải hết dữ liệu` once every row is loaded or a page came
 * back empty (spec 2 §2.7, §4). A failed page says so and the button stays for another try.
 */
export function StatsLoadMore({ query, loaded }: StatsLoadMoreProps) {
  const toast = useToast();
  if (loaded === 0) return null;
  const onClick = async () => {
    const result = (await query.fetchNextPage()) as { isError?: boolean };
    if (result.isError) toast.error(t.loadMoreFailed);
  };
  return (
    <Flex justify="center" style={{ marginTop: 16 }}>
      {query.hasNextPage ? (
        <Button loading={query.isFetchingNextPage} onClick={() => void onClick()}>
          {t.loadMore}
        </Button>
      ) : (
        <Typography.Text type="secondary">{t.allLoaded}</Typography.Text>
      )}
    </Flex>
  );
}
