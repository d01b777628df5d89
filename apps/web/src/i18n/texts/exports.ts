/** The Excel download button (domain/export-button.tsx). */
export const exportsTexts = {
  excel: 'Xuất Excel',
  /** While the file arrives: `Đang xuất… 1,2 MB`. */
  progress: (megabytes: string) => `Đang xuất… ${megabytes} MB`,
  starting: 'Đang xuất…',
  done: (filename: string) => `Đã tải xuống ${filename}`,
  broken: 'Tệp xuất bị gián đoạn, vui lòng thử lại',
  largeTitle: 'Xuất tệp lớn',
  large: (rows: string) => `Có ${rows} dòng: tệp có thể mất vài phút mới xuất xong. Vẫn xuất?`,
  largeOk: 'Vẫn xuất',
  largeCancel: 'Hủy',
} as const;
