/** Zip bombs for upload tests, built in memory: a small zip that inflates to far more than it says. */
import { zipSync } from 'fflate';

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;

/**
 * One entry of `inflatedBytes` zeros whose local and central headers both claim `claimedBytes`, so a check that
 * trusts the headers sees a small file while the data inflates to the full size.
 */
export function lyingZipBomb(name: string, inflatedBytes: number, claimedBytes: number): Uint8Array {
  const zip = zipSync({ [name]: new Uint8Array(inflatedBytes) }, { level: 9 });
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  for (let offset = 0; offset + 4 <= zip.byteLength; offset += 1) {
    const signature = view.getUint32(offset, true);
    if (signature === LOCAL_HEADER) view.setUint32(offset + 22, claimedBytes, true);
    if (signature === CENTRAL_HEADER) view.setUint32(offset + 24, claimedBytes, true);
  }
  return zip;
}

/**
 * One entry of `inflatedBytes` zeros whose local header says "stored" (so a reader walking local headers counts
 * only the compressed bytes) while the central directory, which parsers such as JSZip follow, says "deflate";
 * both claim the compressed size as the entry's size.
 */
export function storedLocalDeflatedCentralBomb(name: string, inflatedBytes: number): Uint8Array {
  const zip = zipSync({ [name]: new Uint8Array(inflatedBytes) }, { level: 9 });
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  for (let offset = 0; offset + 4 <= zip.byteLength; offset += 1) {
    const signature = view.getUint32(offset, true);
    if (signature === LOCAL_HEADER) {
      view.setUint16(offset + 8, 0, true); // method: stored
      view.setUint32(offset + 22, view.getUint32(offset + 18, true), true); // uncompressed = compressed size
    }
    if (signature === CENTRAL_HEADER) view.setUint32(offset + 24, view.getUint32(offset + 20, true), true);
  }
  return zip;
}
