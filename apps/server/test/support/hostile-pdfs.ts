/** Small PDFs that are expensive to read, built in memory for upload tests. */
import { deflateSync } from 'node:zlib';

/** A well-formed PDF (with a cross-reference table) from its objects' bodies; object n is objects[n - 1]. */
function pdfOf(objects: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  let length = parts[0]!.byteLength;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    const object = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`),
      typeof body === 'string' ? Buffer.from(body) : body,
      Buffer.from('\nendobj\n'),
    ]);
    parts.push(object);
    length += object.byteLength;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
  ].join('\n');
  parts.push(Buffer.from(`${xref}\n`));
  return Buffer.concat(parts);
}

/** A PDF of `pages` pages that all show one short line of text (about 60 bytes a page). */
export function manyPagesPdf(pages: number): Buffer {
  const content = 'BT /F1 12 Tf 72 720 Td (Jordan Lee, backend engineer, PostgreSQL and Node.js) Tj ET';
  const firstPage = 5;
  const kids = Array.from({ length: pages }, (_, index) => `${firstPage + index} 0 R`).join(' ');
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    ...Array.from(
      { length: pages },
      () => '<< /Type /Page /Parent 2 0 R /Contents 4 0 R /Resources << /Font << /F1 3 0 R >> >> >>',
    ),
  ]);
}

/** A one-page PDF whose Flate content stream of repeated text expands to `expandedBytes`. */
export function flateBombPdf(expandedBytes: number): Buffer {
  const line = Buffer.from('BT /F1 12 Tf 72 720 Td (Jordan Lee, backend engineer) Tj ET\n');
  const content = Buffer.alloc(expandedBytes);
  for (let offset = 0; offset < expandedBytes; offset += line.byteLength) line.copy(content, offset);
  const stream = deflateSync(content, { level: 9 });
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Page /Parent 2 0 R /Contents 5 0 R /Resources << /Font << /F1 3 0 R >> >> >>',
    Buffer.concat([
      Buffer.from(`<< /Length ${stream.byteLength} /Filter /FlateDecode >>\nstream\n`),
      stream,
      Buffer.from('\nendstream'),
    ]),
  ]);
}
