import { formatNumber } from '@depot/shared/text/format';

/** Lãi theo chuyến (docs/payments.md "Profit per trip"): freight, costs and what is left. */
export const tripsProfitTexts = {
  title: 'Lãi theo chuyến xe',
  navLabel: 'Lãi theo chuyến',
  freight: 'Tổng cước',
  costs: 'Chi phí chuyến',
  left: 'Còn lại',
  trips: (count: number) => `${formatNumber(count)} chuyến`,
  byTrip: 'Theo chuyến',
  byVehicle: 'Theo xe',
  empty: 'Không có chuyến xe nào trong khoảng này',
  addCost: 'Thêm chi phí',
  columns: {
    departure: 'Ngày đi',
    car: 'Xe',
    driver: 'Tài xế',
    lines: 'Số dòng hàng',
    trips: 'Số chuyến',
    freight: 'Cước',
    costs: 'Chi phí',
    left: 'Còn lại',
    actions: 'Thao tác',
  },
} as const;
