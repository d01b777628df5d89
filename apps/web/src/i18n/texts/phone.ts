/** Texts of the phone layouts of the screens used away from the desk (docs/decisions/0002-scan-request-ids.md). */
export const phoneTexts = {
  /** The goods list as cards. */
  goods: {
    filters: 'Lọc',
    filtersTitle: 'Bộ lọc',
    filtersCount: (count: number) => `Lọc (${count})`,
    select: (name: string, code: string) => `Chọn ${name} (${code})`,
    weight: 'Trọng lượng',
    amount: 'Thành tiền',
    customer: 'Khách hàng',
    paid: 'Thanh toán',
    status: 'Trạng thái',
  },
} as const;
