/** `Hàng chờ giao` (docs/domain.md, "Branches"): arrived goods waiting for their receiver. */
export const waitingGoodsTexts = {
  title: 'Hàng chờ giao',
  searchName: 'Tìm theo tên khách hàng',
  empty: 'Không có hàng chờ giao',
  total: (total: number) => `${total} khách hàng có hàng chờ giao`,
  /** The customer's longest wait, in the tag beside their name. */
  waited: (days: number) => `Chờ ${days} ngày`,
  /** The customer's lines waiting (a line may be several packages: its quantity). */
  parcels: (count: number) => `${count} mặt hàng`,
  days: (days: number) => `${days} ngày`,
  /** A parcel's wait on a phone, where no column header says what the number is. */
  waitedFor: (days: number) => `Đã chờ ${days} ngày`,
  arrivedAt: (at: string) => `Đến lúc ${at}`,
  due: (money: string) => `Còn nợ ${money}`,
  /** The table of one customer's parcels, named for screen readers and tests. */
  parcelsOf: (name: string) => `Hàng chờ giao của ${name}`,
  columns: {
    code: 'Mã hàng',
    name: 'Tên hàng',
    quantity: 'Số lượng',
    weight: 'Trọng lượng',
    arrived: 'Đến lúc',
    age: 'Đã chờ',
    due: 'Còn nợ',
    branch: 'Chi nhánh',
  },
  /** Where a parcel waits, on a phone, while the list spans every branch. */
  atBranch: (code: string) => `Tại chi nhánh ${code}`,
  /** A parcel's quantity on a phone, for the same reason. */
  quantity: (quantity: number) => `SL ${quantity}`,
} as const;
