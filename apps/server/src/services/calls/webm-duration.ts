/**
 * Browser recordings (MediaRecorder WebM) are written live: the Segment's Info has no Duration, so players show
 * 0:00 and cannot seek. This reads the last frame's time from the clusters and gives the file a Duration element,
 * as a new head (everything up to the end of Info) to serve before the unchanged rest of the file.
 */

/** Random access to the stored file (reads may return fewer bytes at its end). */
export type ReadAt = (position: number, length: number) => Promise<Buffer>;

const ID = {
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  cluster: 0x1f43b675,
  clusterTimecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
} as const;

const UNKNOWN = -1;

interface ElementHeader {
  id: number;
  /** Payload size in bytes, or UNKNOWN for a live-written element that runs to its parent's end. */
  size: number;
  headerLength: number;
}

function readVint(
  bytes: Buffer,
  offset: number,
  keepMarker: boolean,
): { value: number; length: number } | null {
  const first = bytes[offset];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || offset + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let index = 1; index < length; index += 1) {
    const byte = bytes[offset + index]!;
    value = value * 256 + byte;
    if (byte !== 0xff) allOnes = false;
  }
  return { value: !keepMarker && allOnes ? UNKNOWN : value, length };
}

function parseHeader(bytes: Buffer, offset: number): ElementHeader | null {
  const id = readVint(bytes, offset, true);
  if (!id) return null;
  const size = readVint(bytes, offset + id.length, false);
  if (!size) return null;
  return { id: id.value, size: size.value, headerLength: id.length + size.length };
}

async function headerAt(read: ReadAt, position: number): Promise<ElementHeader | null> {
  return parseHeader(await read(position, 12), 0);
}

function readUnsigned(bytes: Buffer): number {
  let value = 0;
  for (const byte of bytes) value = value * 256 + byte;
  return value;
}

export interface WebmLayout {
  /** Where Info starts and where its payload ends. */
  infoStart: number;
  infoEnd: number;
  infoHeaderLength: number;
  /** The Segment's start and header length, and its payload size (UNKNOWN when live-written). */
  segmentStart: number;
  segmentHeaderLength: number;
  segmentSize: number;
  timecodeScale: number;
  hasDuration: boolean;
  /** The last frame's time, in TimecodeScale units. */
  lastFrameTime: number;
}

/** Reads the Segment's Info and the time of the last frame. Null when the file is not a WebM we can read. */
export async function readWebmLayout(read: ReadAt, fileSize: number): Promise<WebmLayout | null> {
  const ebml = await headerAt(read, 0);
  if (!ebml || ebml.id !== 0x1a45dfa3 || ebml.size === UNKNOWN) return null;
  const segmentStart = ebml.headerLength + ebml.size;
  const segment = await headerAt(read, segmentStart);
  if (!segment || segment.id !== ID.segment) return null;
  const segmentEnd = segment.size === UNKNOWN ? fileSize : segmentStart + segment.headerLength + segment.size;

  let info: { start: number; header: ElementHeader } | null = null;
  let timecodeScale = 1_000_000;
  let hasDuration = false;
  let lastFrameTime = 0;
  let position = segmentStart + segment.headerLength;
  while (position < segmentEnd) {
    const header = await headerAt(read, position);
    if (!header) break;
    const payloadStart = position + header.headerLength;
    if (header.id === ID.info && header.size !== UNKNOWN) {
      info = { start: position, header };
      const payload = await read(payloadStart, header.size);
      for (let offset = 0; offset < payload.length;) {
        const child = parseHeader(payload, offset);
        if (!child || child.size === UNKNOWN) break;
        const body = payload.subarray(offset + child.headerLength, offset + child.headerLength + child.size);
        if (child.id === ID.timecodeScale) timecodeScale = readUnsigned(body);
        if (child.id === ID.duration) hasDuration = true;
        offset += child.headerLength + child.size;
      }
    }
    if (header.id === ID.cluster) {
      const clusterEnd = header.size === UNKNOWN ? segmentEnd : payloadStart + header.size;
      let clusterTime = 0;
      let inner = payloadStart;
      while (inner < clusterEnd) {
        const child = await headerAt(read, inner);
        // A live-written cluster ends where the next cluster (or any top-level element) begins.
        if (!child || child.id === ID.cluster || child.id === ID.info || child.size === UNKNOWN) break;
        const body = inner + child.headerLength;
        if (child.id === ID.clusterTimecode) clusterTime = readUnsigned(await read(body, child.size));
        if (child.id === ID.simpleBlock || child.id === ID.blockGroup) {
          let blockStart = body;
          if (child.id === ID.blockGroup) {
            const block = await headerAt(read, body);
            blockStart = block && block.id === ID.block ? body + block.headerLength : -1;
          }
          if (blockStart >= 0) {
            const head = await read(blockStart, 12);
            const track = readVint(head, 0, false);
            if (track) lastFrameTime = Math.max(lastFrameTime, clusterTime + head.readInt16BE(track.length));
          }
        }
        inner = body + child.size;
      }
      position = inner;
      continue;
    }
    if (header.size === UNKNOWN) break;
    position = payloadStart + header.size;
  }
  if (!info) return null;
  return {
    infoStart: info.start,
    infoEnd: info.start + info.header.headerLength + info.header.size,
    infoHeaderLength: info.header.headerLength,
    segmentStart,
    segmentHeaderLength: segment.headerLength,
    segmentSize: segment.size,
    timecodeScale,
    hasDuration,
    lastFrameTime,
  };
}

/** An element size as an 8-byte EBML vint (room for any size, so headers can be rewritten in place). */
function sizeVint8(size: number): Buffer {
  const bytes = Buffer.alloc(8);
  bytes[0] = 0x01;
  bytes.writeUIntBE(Math.floor(size / 2 ** 24), 1, 3);
  bytes.writeUIntBE(size % 2 ** 24, 4, 4);
  return bytes;
}

/**
 * The file's new head (bytes 0 to the end of Info, with a Duration element in Info) and where the unchanged rest
 * of the file starts; null when the file already has a Duration or has no frames.
 */
export async function webmHeadWithDuration(
  read: ReadAt,
  fileSize: number,
): Promise<{ head: Buffer; restStart: number; durationMs: number } | null> {
  const layout = await readWebmLayout(read, fileSize);
  if (!layout || layout.hasDuration || layout.lastFrameTime <= 0) return null;
  const duration = Buffer.alloc(11);
  duration.writeUInt16BE(ID.duration, 0);
  duration[2] = 0x88; // size 8: a float64
  duration.writeDoubleBE(layout.lastFrameTime, 3);

  const infoPayload = await read(
    layout.infoStart + layout.infoHeaderLength,
    layout.infoEnd - layout.infoStart - layout.infoHeaderLength,
  );
  const infoId = Buffer.from([0x15, 0x49, 0xa9, 0x66]);
  const newInfo = Buffer.concat([
    infoId,
    sizeVint8(infoPayload.length + duration.length),
    infoPayload,
    duration,
  ]);
  const growth = newInfo.length - (layout.infoEnd - layout.infoStart);

  const segmentId = Buffer.from([0x18, 0x53, 0x80, 0x67]);
  const segmentHeader =
    layout.segmentSize === UNKNOWN
      ? await read(layout.segmentStart, layout.segmentHeaderLength)
      : Buffer.concat([segmentId, sizeVint8(layout.segmentSize + growth)]);
  const segmentDataStart = layout.segmentStart + layout.segmentHeaderLength;
  const head = Buffer.concat([
    await read(0, layout.segmentStart),
    segmentHeader,
    await read(segmentDataStart, layout.infoStart - segmentDataStart),
    newInfo,
  ]);
  return {
    head,
    restStart: layout.infoEnd,
    durationMs: (layout.lastFrameTime * layout.timecodeScale) / 1_000_000,
  };
}
