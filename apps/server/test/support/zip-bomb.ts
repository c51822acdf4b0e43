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
