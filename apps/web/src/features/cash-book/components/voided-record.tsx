import type { ReactNode } from 'react';
import { Space, Tag, Tooltip, Typography } from 'antd';
import { vi } from '../../../i18n/vi';

const t = vi.cashBook;

/** A money record that may be voided: a payment or a payout. */
type Voidable = { number: string; voided_at: string | null; void_reason: string | null };

/** A voided record reads struck through in every cell: seen, never counted. */
export function struck(row: Voidable, content: ReactNode): ReactNode {
  return row.voided_at ? <Typography.Text delete>{content}</Typography.Text> : content;
}

/** The record's number, and `Đã hủy` beside it once voided, the reason on hover or focus. */
export function RecordNumber({ row }: { row: Voidable }) {
  return (
    <Space size={4} wrap>
      {struck(row, row.number)}
      {row.voided_at && (
        <Tooltip title={t.voidedBecause(row.void_reason ?? '')}>
          <Tag color="red" tabIndex={0} aria-label={t.voidedBecause(row.void_reason ?? '')}>
            {t.voided}
          </Tag>
        </Tooltip>
      )}
    </Space>
  );
}
