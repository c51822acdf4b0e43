/** The name on a user's account (for documents that carry it, such as the report PDF). */
import { eq } from 'drizzle-orm';
import { user, type Database } from '@intervia/db';

export async function accountName(db: Database, userId: string): Promise<string> {
  const [row] = await db.select({ name: user.name }).from(user).where(eq(user.id, userId));
  return row?.name.trim() ?? '';
}
