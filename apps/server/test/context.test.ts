import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specifications } from '../src/db/schema/index';
import { inTransaction, systemContext } from '../src/lib/context';
import { createTestDatabase } from './database';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const named = async (name: string) =>
  database.db.select().from(specifications).where(eq(specifications.name, name));

describe('inTransaction', () => {
  it('commits together, and a failing nested step rolls back only its own writes', async () => {
    const actor = { id: 7 } as never;
    await inTransaction({ db: database.db, actor }, async (outer) => {
      expect(outer.actor).toBe(actor);
      await outer.db.insert(specifications).values({ name: 'Ngoài giao dịch' });
      await expect(
        inTransaction(outer, async (inner) => {
          expect(inner.actor).toBe(actor);
          await inner.db.insert(specifications).values({ name: 'Trong giao dịch' });
          throw new Error('bước con lỗi');
        }),
      ).rejects.toThrow('bước con lỗi');
      // Not visible to others until the outer transaction commits.
      expect(await named('Ngoài giao dịch')).toHaveLength(0);
    });
    expect(await named('Ngoài giao dịch')).toHaveLength(1);
    expect(await named('Trong giao dịch')).toHaveLength(0);
  });

  it('rolls everything back when the outer work fails', async () => {
    await expect(
      inTransaction(systemContext(database.db), async (tx) => {
        await tx.db.insert(specifications).values({ name: 'Không lưu' });
        await inTransaction(tx, (inner) =>
          inner.db.insert(specifications).values({ name: 'Cũng không lưu' }),
        );
        throw new Error('lỗi ngoài');
      }),
    ).rejects.toThrow('lỗi ngoài');
    expect(await named('Không lưu')).toHaveLength(0);
    expect(await named('Cũng không lưu')).toHaveLength(0);
  });
});
