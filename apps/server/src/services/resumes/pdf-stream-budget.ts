/**
 * How much a PDF's Flate streams expand to, measured before pdf.js reads it: every stream is inflated in small
 * slices with the output counted and thrown away, stopping as soon as the total passes the budget. pdf.js inflates
 * content streams while extracting text, so a 1 MB stream of repeated text would otherwise become gigabytes.
 */
import { Decompress } from 'fflate';

const STREAM_KEYWORD = Buffer.from('stream');
const END_STREAM_KEYWORD = Buffer.from('endstream');
/** How far back from `stream` the stream's dictionary is looked for. */
const DICTIONARY_LOOKBACK_BYTES = 4096;
const INFLATE_SLICE_BYTES = 16 * 1024;

class BudgetExceeded extends Error {}

/** Inflates one stream (zlib-wrapped as PDF writes it, or raw), counting into `spent` and throwing when it passes `budget`. */
function inflateCounting(data: Buffer, spent: { bytes: number }, budget: number): void {
  const inflater = new Decompress((chunk) => {
    spent.bytes += chunk.byteLength;
    if (spent.bytes > budget) throw new BudgetExceeded();
  });
  try {
    for (let offset = 0; offset < data.byteLength; offset += INFLATE_SLICE_BYTES) {
      const end = Math.min(offset + INFLATE_SLICE_BYTES, data.byteLength);
      inflater.push(data.subarray(offset, end), end === data.byteLength);
    }
  } catch (error) {
    if (error instanceof BudgetExceeded) throw error;
    // A damaged stream: what inflated before the damage is counted; pdf.js decides whether the file is readable.
  }
}

/** True when the PDF's Flate streams together expand to more than `budget` bytes. */
export function pdfStreamsExceed(bytes: Uint8Array, budget: number): boolean {
  const pdf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const spent = { bytes: 0 };
  let from = 0;
  while (from < pdf.byteLength) {
    const keyword = pdf.indexOf(STREAM_KEYWORD, from);
    if (keyword < 0) break;
    from = keyword + STREAM_KEYWORD.length;
    if (keyword >= 3 && pdf.subarray(keyword - 3, keyword).toString('latin1') === 'end') continue;
    let start = from;
    if (pdf[start] === 0x0d) start += 1;
    if (pdf[start] !== 0x0a && pdf[from] !== 0x0d) continue; // "stream" inside some other word or string
    if (pdf[start] === 0x0a) start += 1;
    const dictionary = pdf
      .subarray(Math.max(0, keyword - DICTIONARY_LOOKBACK_BYTES), keyword)
      .toString('latin1');
    const dictionaryStart = dictionary.lastIndexOf(' obj');
    const ownDictionary = dictionaryStart >= 0 ? dictionary.slice(dictionaryStart) : dictionary;
    let end = pdf.indexOf(END_STREAM_KEYWORD, start);
    if (end < 0) end = pdf.byteLength;
    from = end;
    if (!/\/(FlateDecode|Fl)\b/.test(ownDictionary)) continue;
    try {
      inflateCounting(pdf.subarray(start, end), spent, budget);
    } catch (error) {
      if (error instanceof BudgetExceeded) return true;
      throw error;
    }
  }
  return false;
}
