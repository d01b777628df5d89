import { formatListCount } from '@depot/shared/api/list-count';
/** Texts of the car screens. */
export const carsTexts = {
  createTitle: 'Thêm mới xe',
  updateTitle: 'Cập nhật xe',
  numberCar: 'Biển số xe',
  driver: 'Tài xế',
  driverName: 'Tên tài xế',
  weightKg: 'Tải trọng (kg)',
  weightTons: 'Tải trọng (tấn)',
  actions: 'Thao tác',
  plateHint: 'Ví dụ: 51C-123.45',
  tons: (tons: string) => `≈ ${tons}`,
  savedPlate: (plate: string) => `Biển số xe đã lưu: ${plate}`,
  filterPlaceholder: 'Nhập biển số xe',
  deleteQuestion: (plate: string) => `Bạn có chắc muốn xóa xe "${plate}"?`,
  total: (total: number) => `Tổng số ${formatListCount(total)} xe`,
  empty: 'Chưa có xe nào',
} as const;
