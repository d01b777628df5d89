/**
 * A vehicle's load on a date and a refused overload: the pickup form and the move (Chuyển xe)
 * show the same figures under the same words, so a clerk reads one confirmation, not two.
 */
export const carLoadTexts = {
  car: 'Xe',
  capacity: 'Tải trọng',
  onBoard: 'Đã có trên xe',
  onBoardCount: (count: number) => `${count} mặt hàng`,
  adding: 'Hàng đang đưa lên',
  afterLoad: 'Còn lại sau khi lên',
  overloadedBy: (weight: string) => `Vượt tải ${weight}`,
  overloadTitle: 'Xe quá tải',
} as const;
