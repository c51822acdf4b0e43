/**
 * Reads a .docx (a zip) under a size budget before any parser sees it. Each entry is taken from the central
 * directory, its local header must agree (same name, compression method and sizes), and it is inflated here with
 * the output counted as it is produced, so no header can understate what the data expands to. The parser then gets
 * a copy of the archive with every entry stored (uncompressed): it inflates nothing itself.
 */
import { Inflate, zipSync } from 'fflate';

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_MIN_BYTES = 22;
const MAX_COMMENT_BYTES = 0xffff;
const METHOD_STORED = 0;
const METHOD_DEFLATE = 8;
/** General-purpose flag bit 3: sizes follow the data in a descriptor, the local header holds zeros. */
const FLAG_DATA_DESCRIPTOR = 0x08;
/** Compressed input goes to the inflater in slices this small, so one step cannot produce much output. */
const INFLATE_SLICE_BYTES = 16 * 1024;

export type DocxArchiveProblem = 'corrupt' | 'too-large';

export class DocxArchiveError extends Error {
  constructor(readonly problem: DocxArchiveProblem) {
    super(
      problem === 'corrupt' ? 'The zip archive is damaged.' : 'The zip archive expands beyond the limit.',
    );
  }
}

interface CentralEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

function corrupt(): never {
  throw new DocxArchiveError('corrupt');
}

function centralDirectory(bytes: Uint8Array, view: DataView): CentralEntry[] {
  const earliest = Math.max(0, bytes.byteLength - EOCD_MIN_BYTES - MAX_COMMENT_BYTES);
  let eocd = -1;
  for (let offset = bytes.byteLength - EOCD_MIN_BYTES; offset >= earliest; offset -= 1) {
    if (view.getUint32(offset, true) === EOCD_SIGNATURE) {
      eocd = offset;
      break;
    }
  }
  if (eocd < 0) corrupt();
  const count = view.getUint16(eocd + 10, true);
  const size = view.getUint32(eocd + 12, true);
  let offset = view.getUint32(eocd + 16, true);
  if (count === 0xffff || offset === 0xffffffff || offset + size > eocd) corrupt(); // zip64 is no resume
  const names = new Set<string>();
  const entries: CentralEntry[] = [];
  const decoder = new TextDecoder();
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > eocd || view.getUint32(offset, true) !== CENTRAL_SIGNATURE) corrupt();
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const entry: CentralEntry = {
      flags: view.getUint16(offset + 8, true),
      method: view.getUint16(offset + 10, true),
      compressedSize: view.getUint32(offset + 20, true),
      uncompressedSize: view.getUint32(offset + 24, true),
      localHeaderOffset: view.getUint32(offset + 42, true),
      name: decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength)),
    };
    if (names.has(entry.name)) corrupt(); // two entries of one name: parsers disagree on which one counts
    names.add(entry.name);
    entries.push(entry);
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Where the entry's data starts, after checking its local header says what the central directory says. */
function dataOffset(bytes: Uint8Array, view: DataView, entry: CentralEntry): number {
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.byteLength || view.getUint32(at, true) !== LOCAL_SIGNATURE) corrupt();
  const flags = view.getUint16(at + 6, true);
  const method = view.getUint16(at + 8, true);
  const nameLength = view.getUint16(at + 26, true);
  const extraLength = view.getUint16(at + 28, true);
  const name = new TextDecoder().decode(bytes.subarray(at + 30, at + 30 + nameLength));
  if (method !== entry.method || name !== entry.name) corrupt();
  if (!(flags & FLAG_DATA_DESCRIPTOR)) {
    const compressedSize = view.getUint32(at + 18, true);
    const uncompressedSize = view.getUint32(at + 22, true);
    if (compressedSize !== entry.compressedSize || uncompressedSize !== entry.uncompressedSize) corrupt();
  }
  const start = at + 30 + nameLength + extraLength;
  if (start + entry.compressedSize > bytes.byteLength) corrupt();
  return start;
}

/** Inflates one entry, stopping as soon as the output would pass `budget` bytes. */
function inflateWithin(data: Uint8Array, budget: number): Uint8Array {
  const parts: Uint8Array[] = [];
  let produced = 0;
  let finished = false;
  const inflater = new Inflate((chunk, final) => {
    produced += chunk.byteLength;
    if (produced > budget) throw new DocxArchiveError('too-large');
    parts.push(chunk);
    if (final) finished = true;
  });
  try {
    for (let offset = 0; offset < data.byteLength; offset += INFLATE_SLICE_BYTES) {
      const end = Math.min(offset + INFLATE_SLICE_BYTES, data.byteLength);
      inflater.push(data.subarray(offset, end), end === data.byteLength);
    }
  } catch (error) {
    if (error instanceof DocxArchiveError) throw error;
    corrupt();
  }
  if (!finished && data.byteLength > 0) corrupt();
  const output = new Uint8Array(produced);
  let at = 0;
  for (const part of parts) {
    output.set(part, at);
    at += part.byteLength;
  }
  return output;
}

/**
 * The archive's entries, inflated with at most `maxUncompressedBytes` in all; throws DocxArchiveError('too-large')
 * the moment more would be produced, whatever the headers claim.
 */
export function readDocxArchive(bytes: Uint8Array, maxUncompressedBytes: number): Map<string, Uint8Array> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < EOCD_MIN_BYTES) corrupt();
  const entries = centralDirectory(bytes, view);
  const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (declared > maxUncompressedBytes) throw new DocxArchiveError('too-large');
  const files = new Map<string, Uint8Array>();
  let remaining = maxUncompressedBytes;
  for (const entry of entries) {
    const start = dataOffset(bytes, view, entry);
    const data = bytes.subarray(start, start + entry.compressedSize);
    let content: Uint8Array;
    if (entry.method === METHOD_STORED) {
      if (entry.compressedSize !== entry.uncompressedSize) corrupt();
      content = data;
    } else if (entry.method === METHOD_DEFLATE) {
      content = inflateWithin(data, remaining);
    } else {
      corrupt();
    }
    if (content.byteLength > remaining) throw new DocxArchiveError('too-large');
    if (content.byteLength !== entry.uncompressedSize) corrupt();
    remaining -= content.byteLength;
    if (!entry.name.endsWith('/')) files.set(entry.name, content);
  }
  return files;
}

/** The same entries in a zip where every entry is stored, for a parser that must not inflate anything itself. */
export function storedZipOf(files: Map<string, Uint8Array>): Uint8Array {
  return zipSync(Object.fromEntries(files), { level: 0 });
}
