/**
 * The requests of the money-out benchmark (bench/cod.ts), with the target of docs/payments.md
 * ("Paying senders"): what is owed to senders and the cash book of a busy month answer within
 * 50 ms at p95 on the demo depot. The sender, the receiver and the month are read from the
 * database (the sender with the most thu hộ lines, the receiver owing the most lines of thu hộ,
 * the month with the most payments), so the cases hit real, busy rows.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import type { BenchCase } from './goods-cases';

export const COD_TARGET = 50;

type Picks = {
  senderId: number;
  senderLines: number;
  senderWord: string;
  receiverId: number;
  month: string;
};

async function one<T>(db: Database, query: ReturnType<typeof sql>, what: string): Promise<T> {
  const row = (await db.execute(query)).rows[0] as T | undefined;
  if (!row) throw new Error(`Kho mẫu thiếu ${what} cho benchmark thu hộ`);
  return row;
}

export async function pickCodValues(db: Database): Promise<Picks> {
  const sender = await one<{ id: number; lines: number; word: string }>(
    db,
    sql`select p.sender_id as id, count(*)::int as lines,
          split_part(min(c.full_name_folded), ' ', 1) as word
        from products p join customers c on c.id = p.sender_id
        where p.cod_amount > 0 and p.deleted_at is null
        group by 1 order by 2 desc, 1 limit 1`,
    'người gửi',
  );
  const receiver = await one<{ id: number }>(
    db,
    sql`select customer_id as id from products
        where deleted_at is null and cod_amount > cod_paid
        group by 1 order by count(*) desc, 1 limit 1`,
    'người nhận còn thu hộ',
  );
  const month = await one<{ month: string }>(
    db,
    sql`select to_char(date_trunc('month', received_at at time zone 'Asia/Ho_Chi_Minh'),
          'YYYY-MM-DD') as month
        from payments group by 1 order by count(*) desc limit 1`,
    'tháng có phiếu thu',
  );
  return {
    senderId: sender.id,
    senderLines: sender.lines,
    senderWord: sender.word,
    receiverId: receiver.id,
    month: month.month,
  };
}

function lastDayOf(firstDay: string): string {
  const date = new Date(`${firstDay}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1, 0);
  return date.toISOString().slice(0, 10);
}

/** Every case of the benchmark, in the order of the table. */
export function codCases(p: Picks, today: string): BenchCase[] {
  const read = (label: string, url: string): BenchCase => ({
    label,
    method: 'GET',
    url,
    target: COD_TARGET,
    sqlRatio: true,
  });
  const month = `date_from=${p.month}&date_to=${lastDayOf(p.month)}`;
  return [
    read('đối soát thu hộ, trang 1', '/cod/senders'),
    read('đối soát thu hộ, tìm người gửi', `/cod/senders?q=${encodeURIComponent(p.senderWord)}`),
    read(
      `hàng thu hộ của người gửi nhiều nhất (${p.senderLines} dòng)`,
      `/cod/senders/${p.senderId}/lines`,
    ),
    read('thu hộ còn phải thu của một người nhận', `/cod/receivers/${p.receiverId}/lines`),
    read(`sổ quỹ tháng ${p.month.slice(0, 7)}`, `/cash-book?${month}`),
    read(`phiếu chi tháng ${p.month.slice(0, 7)}`, `/payouts?${month}`),
    read('tổng quan hôm nay', `/dashboard?date_from=${today}&date_to=${today}`),
  ];
}
