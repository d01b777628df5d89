import { useState } from 'react';
import { Button, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { UncertainConversion } from '@depot/shared/customers/customers.schema';
import { customerAddressLine, locationLabel } from '@depot/shared/locations/locations.rules';
import type { ConversionCandidate } from '@depot/shared/locations/locations.schema';
import { useToast } from '../../../components/toast';
import { vi } from '../../../i18n/vi';
import { errorMessage } from '../../../lib/api-client';
import { useConvertOne } from '../api/conversion-queries';

const t = vi.addressConversion;

type Page = {
  rows: UncertainConversion[];
  total: number;
  paginate: { paged: number; limit: number };
};

/** `Phường Tân Định, Thành phố Hồ Chí Minh`: a candidate as a button says it. */
const placeOf = (c: ConversionCandidate) =>
  `${locationLabel(c.ward)}, ${locationLabel(c.province)}`;

/**
 * The customers whose old ward was split (or is not in the official mapping), each with its old
 * address and the new wards to pick from: one click converts that customer to that ward.
 */
export function UncertainTable({
  page,
  loading,
  onPage,
}: {
  page: Page;
  loading: boolean;
  onPage: (paged: number) => void;
}) {
  const toast = useToast();
  const convert = useConvertOne();
  // The button clicked, busy until the server answers.
  const [busy, setBusy] = useState<string>();

  const pick = (row: UncertainConversion, candidate: ConversionCandidate) => {
    setBusy(`${row.customer.id}-${candidate.ward.id}`);
    convert.mutate(
      { id: row.customer.id, wardId: candidate.ward.id },
      {
        onSuccess: () =>
          toast.success(t.convertedOne(row.customer.full_name, locationLabel(candidate.ward))),
        onError: (error) => toast.error(errorMessage(error)),
        onSettled: () => setBusy(undefined),
      },
    );
  };

  const columns: TableColumnsType<UncertainConversion> = [
    {
      title: t.customer,
      key: 'customer',
      width: 220,
      render: (_v, row) => (
        <>
          <div>{row.customer.full_name}</div>
          <Typography.Text type="secondary">{row.customer.phone}</Typography.Text>
        </>
      ),
    },
    {
      title: t.oldAddress,
      key: 'old',
      render: (_v, row) => customerAddressLine(row.customer),
    },
    {
      title: t.candidates,
      key: 'candidates',
      render: (_v, row) =>
        row.candidates.length === 0 ? (
          <Link to={`/customers/update/${row.customer.id}`}>{t.noCandidate}</Link>
        ) : (
          <Flex wrap gap="small">
            {row.candidates.map((candidate) => (
              <Button
                key={candidate.ward.id}
                size="small"
                title={placeOf(candidate)}
                loading={busy === `${row.customer.id}-${candidate.ward.id}`}
                disabled={convert.isPending}
                onClick={() => pick(row, candidate)}
              >
                {locationLabel(candidate.ward)}
              </Button>
            ))}
          </Flex>
        ),
    },
  ];

  return (
    <Table<UncertainConversion>
      rowKey={(row) => row.customer.id}
      columns={columns}
      dataSource={page.rows}
      loading={loading}
      locale={{ emptyText: t.empty }}
      pagination={{
        current: page.paginate.paged,
        pageSize: page.paginate.limit,
        total: page.total,
        showSizeChanger: false,
        onChange: onPage,
      }}
    />
  );
}
