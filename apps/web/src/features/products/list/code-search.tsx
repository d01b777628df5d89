import { useState } from 'react';
import { Input, Space, Typography } from 'antd';
import { useNavigate } from 'react-router';
import type { Product } from '@depot/shared/products/products.schema';
import { useToast } from '../../../components/toast';
import { vi } from '../../../i18n/vi';
import { errorMessage } from '../../../lib/api-client';
import { useFindProductsByCode } from '../api/find-products-by-code';

const t = vi.products.codeSearch;

type CodeSearchProps = {
  /** The code filter in force (the URL's `code`). */
  value: string | undefined;
  /** Shows the goods whose code begins with `code`, and them only. */
  onFilter: (code: string) => void;
  /** The box emptied: the code filter goes, the others stay. */
  onClear: () => void;
  /** A desktop: the box takes the focus, so a handheld scanner types into it at once. */
  autoFocus?: boolean;
};

/** The parcel to open for a code: the only match, or the one whose code is exactly it. */
function parcelOf(code: string, rows: Product[], total: number): Product | undefined {
  if (total === 1) return rows[0];
  return rows.find((row) => row.code === code.toUpperCase());
}

/**
 * docs/domain.md "Finding parcels": the code on a label, typed or scanned (a scanner types it and
 * Enter), opens that parcel's edit page; a beginning several codes share filters the list to
 * them (the list's other filters go, as the lookup ignored them); none says so.
 */
export function CodeSearch({ value, onFilter, onClear, autoFocus }: CodeSearchProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const lookup = useFindProductsByCode();
  const [text, setText] = useState(value ?? '');
  const [missing, setMissing] = useState<string>();
  // The box shows the filter in force when the URL changes it (a column filter, 'Xóa tìm kiếm').
  const [shownFor, setShownFor] = useState(value);
  if (value !== shownFor) {
    setShownFor(value);
    setText(value ?? '');
  }

  const search = (typed: string) => {
    const code = typed.trim();
    setMissing(undefined);
    if (code === '') {
      if (value !== undefined) onClear();
      return;
    }
    lookup.mutate(code, {
      onSuccess: ({ rows, total }) => {
        const parcel = parcelOf(code, rows, total);
        if (parcel) void navigate(`/products/update/${parcel.id}`);
        else if (total === 0) setMissing(code);
        else onFilter(code);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  return (
    <Space
      orientation="vertical"
      size={4}
      style={{ width: 360, maxWidth: '100%', marginBottom: 12 }}
    >
      <Input.Search
        allowClear
        autoFocus={autoFocus}
        aria-label={t.label}
        placeholder={t.placeholder}
        value={text}
        status={missing ? 'warning' : undefined}
        loading={lookup.isPending}
        enterButton
        onChange={(event) => {
          setText(event.target.value);
          setMissing(undefined);
        }}
        onSearch={search}
      />
      {missing && (
        <Typography.Text type="warning" role="alert">
          {t.notFound(missing)}
        </Typography.Text>
      )}
    </Space>
  );
}
