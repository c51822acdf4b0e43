/** The hiring team's notes on an application: an append-only thread, each note with its author and time. */
import { asc, eq } from 'drizzle-orm';
import { applicationNotes, applications, user, type Database } from '@intervia/db';
import type { ApplicationNote } from '@intervia/shared';

export async function listApplicationNotes(
  db: Database,
  applicationId: string,
  viewerId: string,
): Promise<ApplicationNote[]> {
  const rows = await db
    .select({
      id: applicationNotes.id,
      body: applicationNotes.body,
      authorId: applicationNotes.authorId,
      authorName: user.name,
      createdAt: applicationNotes.createdAt,
    })
    .from(applicationNotes)
    .leftJoin(user, eq(user.id, applicationNotes.authorId))
    .where(eq(applicationNotes.applicationId, applicationId))
    .orderBy(asc(applicationNotes.createdAt), asc(applicationNotes.id));
  return rows.map((row) => ({
    id: row.id,
    body: row.body,
    authorName: row.authorName ?? null,
    authorIsViewer: row.authorId === viewerId,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function addApplicationNote(
  db: Database,
  applicationId: string,
  authorId: string,
  body: string,
): Promise<ApplicationNote> {
  const text = body.trim();
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(applicationNotes)
      .values({ applicationId, authorId, body: text })
      .returning({ id: applicationNotes.id });
    // The applicant lists show the newest note without reading the thread.
    await tx.update(applications).set({ notes: text }).where(eq(applications.id, applicationId));
    return row;
  });
  const notes = await listApplicationNotes(db, applicationId, authorId);
  return notes.find((note) => note.id === created!.id)!;
}

/** Whether the text repeats the newest note (a double submit): then nothing is added. */
export async function repeatsLatestNote(db: Database, applicationId: string, body: string): Promise<boolean> {
  const [row] = await db
    .select({ notes: applications.notes })
    .from(applications)
    .where(eq(applications.id, applicationId));
  return row?.notes === body.trim();
}
