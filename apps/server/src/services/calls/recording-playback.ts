/**
 * A stored recording as the player gets it: with its Duration written (see webm-duration.ts) and served in byte
 * ranges, so the report's video shows its length and can be sought.
 */
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { PassThrough, type Readable } from 'node:stream';
import { webmHeadWithDuration } from './webm-duration';

export interface RecordingPlayback {
  size: number;
  /** Bytes start..end (inclusive) of the file as served. */
  stream(start: number, end: number): Readable;
}

export async function recordingPlayback(path: string): Promise<RecordingPlayback> {
  const { size: fileSize } = await stat(path);
  const handle = await open(path, 'r');
  let fixed: Awaited<ReturnType<typeof webmHeadWithDuration>> = null;
  try {
    fixed = await webmHeadWithDuration(async (position, length) => {
      const buffer = Buffer.alloc(Math.max(0, Math.min(length, fileSize - position)));
      if (buffer.length === 0) return buffer;
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
      return buffer.subarray(0, bytesRead);
    }, fileSize);
  } catch {
    fixed = null; // An unreadable layout is served as stored.
  } finally {
    await handle.close();
  }
  const head = fixed?.head ?? Buffer.alloc(0);
  const restStart = fixed?.restStart ?? 0;
  const size = head.length + (fileSize - restStart);
  return {
    size,
    stream(start, end) {
      const out = new PassThrough();
      const fromHead = start < head.length ? head.subarray(start, Math.min(end + 1, head.length)) : null;
      if (fromHead) out.write(fromHead);
      const tailFrom = Math.max(start, head.length) - head.length + restStart;
      const tailTo = end - head.length + restStart;
      if (tailTo >= tailFrom) createReadStream(path, { start: tailFrom, end: tailTo }).pipe(out);
      else out.end();
      return out;
    },
  };
}

/** "bytes=a-b" / "bytes=a-" / "bytes=-n" against a size; null when absent or not satisfiable. */
export function parseByteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix > 0 ? { start: Math.max(0, size - suffix), end: size - 1 } : null;
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start <= end && start < size ? { start, end } : null;
}
