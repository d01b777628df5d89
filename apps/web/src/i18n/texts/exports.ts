/** The Excel download button (components/export-button.tsx). */
export const exportsTexts = {
  excel: 'Xuất Excel',
  /** While the file arrives: `Đang xuất… 1,2 MB`. */
  progress: (megabytes: string) => `Đang xuất… ${megabytes} MB`,
  starting: 'Đang xuất…',
  done: (filename: string) => `Đã tải xuống ${filename}`,
  broken: 'Tệp xuất bị gián đoạn, vui lòng thử lại',
} as const;
