import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { connectDatabase } from './client';
import { newsletterSubscriptions } from './schema/index';

describe('embedded PGlite database', () => {
  it('is created in its data folder on first start and keeps data across restarts', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'intervia-db-')), 'pglite');
    try {
      const first = await connectDatabase({ kind: 'pglite', dataDir });
      await first.migrate();
      await first.db.insert(newsletterSubscriptions).values({ email: 'kept@example.com' });
      await first.close();

      const second = await connectDatabase({ kind: 'pglite', dataDir });
      await second.migrate(); // running migrations again on start is a no-op
      const rows = await second.db.select().from(newsletterSubscriptions);
      expect(rows.map((row) => row.email)).toEqual(['kept@example.com']);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
