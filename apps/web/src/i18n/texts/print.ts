/** Texts shared by the print views (receipt, vehicle statement, goods, labels). */
export const printTexts = {
  back: 'Quay lại',
  print: 'In',
  paperSize: 'Khổ giấy',
  hotline: 'Hotline',
  address: 'Địa chỉ',
  signHint: '(Ký, ghi rõ họ tên)',
  notConfigured:
    'Thông tin chành xe chưa được cài đặt: phiếu đang in tên, địa chỉ và hotline mẫu. Vào Cài đặt để nhập.',
  openSettings: 'Mở Cài đặt',
} as const;
