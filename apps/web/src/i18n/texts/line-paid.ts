/** The paid toggle of a goods line, and what `Chưa thu` asks before it voids payments. */
export const linePaidTexts = {
  voidTitle: 'Bỏ đánh dấu đã thu?',
  voidIntro:
    'Dòng hàng này đã được thu bằng các phiếu thu dưới đây. Bỏ đánh dấu sẽ hủy cả phiếu, và mọi khoản phiếu đó đã trả sẽ thành chưa thu:',
  voidList: 'Phiếu thu sẽ bị hủy',
  voidItem: (number: string, amount: string, lines: number) =>
    lines > 1 ? `${number} — ${amount} (trả cho ${lines} khoản)` : `${number} — ${amount}`,
  voidOk: 'Hủy phiếu và bỏ đã thu',
  voidCancel: 'Giữ nguyên',
} as const;
