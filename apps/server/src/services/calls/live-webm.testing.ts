/** Test material: a small WebM written the way MediaRecorder writes one live (last frame at 5466 ms). */
const hex = (text: string) => Buffer.from(text.replace(/\s+/g, ''), 'hex');
const element = (id: string, payload: Buffer, size = '') =>
  Buffer.concat([hex(id), size ? hex(size) : Buffer.from([0x80 | payload.length]), payload]);
const UNKNOWN_SIZE = '01ffffffffffffff';

/** A live-written WebM as MediaRecorder makes it: unknown-size Segment and Clusters, Info without Duration. */
export function liveWebm(): Buffer {
  const ebml = element('1a45dfa3', element('4282', Buffer.from('webm')));
  const info = element(
    '1549a966',
    Buffer.concat([element('2ad7b1', hex('0f4240')), element('4d80', Buffer.from('Chrome'))]),
  );
  const tracks = element('1654ae6b', element('ae', element('d7', hex('01'))));
  const block = (relative: number) => {
    const time = Buffer.alloc(2);
    time.writeInt16BE(relative);
    return element('a3', Buffer.concat([hex('81'), time, hex('80'), Buffer.alloc(20, 7)]));
  };
  const cluster = (timecode: string, relatives: number[]) =>
    Buffer.concat([
      hex('1f43b675'),
      hex(UNKNOWN_SIZE),
      element('e7', hex(timecode)),
      ...relatives.map(block),
    ]);
  const segmentBody = Buffer.concat([
    info,
    tracks,
    cluster('00', [0, 33, 66]),
    cluster('0bb8', [0, 1000, 2466]),
  ]);
  return Buffer.concat([ebml, hex('18538067'), hex(UNKNOWN_SIZE), segmentBody]);
}
