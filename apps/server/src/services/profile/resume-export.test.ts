import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ResumeDocument } from '@intervia/shared';
import { layoutChips, renderResumePdf } from './resume-export';

const DOCUMENT: ResumeDocument = {
  template: 'modern',
  fullName: 'Jordan Lee',
  headline: 'Backend Engineer',
  contact: ['jordan@example.com'],
  summary: 'Backend engineer with seven years in payments.',
  skills: ['TypeScript', 'PostgreSQL', 'Kafka', 'Kubernetes', 'System design'],
  experience: [],
  education: [],
  targetJobTitle: null,
};

/** The PDF's page drawing operators, inflated. */
function pageOperators(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const streams = [...text.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)];
  return streams
    .map((match) => {
      try {
        return inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
      } catch {
        return '';
      }
    })
    .join('\n');
}

describe('résumé PDF skills', () => {
  it('lays chips out left to right and wraps a chip that would pass the width to the next row', () => {
    expect(layoutChips([40, 40, 40], 200)).toEqual([
      { x: 0, row: 0, width: 50 },
      { x: 55, row: 0, width: 50 },
      { x: 110, row: 0, width: 50 },
    ]);
    expect(layoutChips([80, 80, 80], 200).map((chip) => chip.row)).toEqual([0, 0, 1]);
    expect(layoutChips([500], 200)).toEqual([{ x: 0, row: 0, width: 200 }]);
  });

  it('draws the Modern template’s skills as filled chips, as the preview does, and the Classic one’s as a line', async () => {
    const chipFill = /0\.933\d* 0\.949\d* 1 scn/;
    const modern = pageOperators(await renderResumePdf(DOCUMENT));
    expect(modern).toMatch(chipFill);
    const classic = pageOperators(await renderResumePdf({ ...DOCUMENT, template: 'classic' }));
    expect(classic).not.toMatch(chipFill);
  });
});
