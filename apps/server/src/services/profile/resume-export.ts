/**
 * A resume document as a PDF (pdfkit) or a Word file (docx), in the look of its template. The same section order
 * as the in-page preview: name and headline, contact line, summary, skills, experience, education.
 */
import PDFDocument from 'pdfkit';
import {
  AlignmentType,
  BorderStyle,
  Document,
  Packer,
  Paragraph,
  TextRun,
  type IParagraphOptions,
} from 'docx';
import type { ResumeDocument, ResumeExportFormat, ResumeTemplate } from '@intervia/shared';
import { embedUnicodeFonts, type PdfFontFamily } from '../pdf-fonts';

interface TemplateStyle {
  /** The PDF's font family (DejaVu when installed, else pdfkit's built-in); Word gets the matching font. */
  pdf: PdfFontFamily;
  word: string;
  accent: string;
  nameSize: number;
  bodySize: number;
  headingSize: number;
  /** Space before a section, in points. */
  sectionGap: number;
  centred: boolean;
  /** Skills on one line ("A · B · C") or as chips, as the preview shows them. */
  skills: 'line' | 'chips';
}

const TEMPLATE_STYLES: Record<ResumeTemplate, TemplateStyle> = {
  classic: {
    pdf: 'serif',
    word: 'Georgia',
    accent: '#111827',
    nameSize: 22,
    bodySize: 11,
    headingSize: 12,
    sectionGap: 14,
    centred: true,
    skills: 'line',
  },
  modern: {
    pdf: 'sans',
    word: 'Calibri',
    accent: '#4338ca',
    nameSize: 24,
    bodySize: 10.5,
    headingSize: 12,
    sectionGap: 14,
    centred: false,
    skills: 'chips',
  },
  compact: {
    pdf: 'sans',
    word: 'Arial',
    accent: '#0f172a',
    nameSize: 18,
    bodySize: 9.5,
    headingSize: 10.5,
    sectionGap: 8,
    centred: false,
    skills: 'line',
  },
};

/** The preview's chip colours (indigo-50 fill, indigo-900 text). */
const SKILL_CHIP_FILL = '#eef2ff';
const SKILL_CHIP_TEXT = '#312e81';
const CHIP_PADDING_X = 5;
const CHIP_PADDING_Y = 2.5;
const CHIP_GAP = 5;

export interface ChipPlacement {
  x: number;
  /** Row index, from 0. */
  row: number;
  width: number;
}

/** Places chips of the given text widths left to right, wrapping to a new row when one would pass `maxWidth`. */
export function layoutChips(textWidths: readonly number[], maxWidth: number): ChipPlacement[] {
  const placements: ChipPlacement[] = [];
  let x = 0;
  let row = 0;
  for (const textWidth of textWidths) {
    const width = Math.min(textWidth + CHIP_PADDING_X * 2, maxWidth);
    if (x > 0 && x + width > maxWidth) {
      row += 1;
      x = 0;
    }
    placements.push({ x, row, width });
    x += width + CHIP_GAP;
  }
  return placements;
}

export const RESUME_CONTENT_TYPES: Record<ResumeExportFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** "Łukasz Żółć" → lukasz-zolc-resume.pdf; a name with no Latin letters gives resume.pdf. */
export function resumeFileName(document: ResumeDocument, format: ResumeExportFormat): string {
  const slug = document.fullName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return slug ? `${slug}-resume.${format}` : `resume.${format}`;
}

const roleLine = (entry: ResumeDocument['experience'][number]) =>
  [entry.organisation, entry.period].filter(Boolean).join(' · ');
const educationLine = (entry: ResumeDocument['education'][number]) =>
  [entry.institution, entry.period].filter(Boolean).join(' · ');

export function renderResumePdf(document: ResumeDocument): Promise<Buffer> {
  const style = TEMPLATE_STYLES[document.template];
  const doc = new PDFDocument({
    size: 'A4',
    margin: document.template === 'compact' ? 40 : 54,
    info: { Title: `${document.fullName} — resume`, Author: document.fullName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const fonts = embedUnicodeFonts(doc, style.pdf);
  const align = style.centred ? 'center' : 'left';
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;

  doc.font(fonts.bold).fontSize(style.nameSize).fillColor(style.accent).text(document.fullName, { align });
  if (document.headline)
    doc
      .font(fonts.regular)
      .fontSize(style.bodySize + 1.5)
      .fillColor('#334155')
      .text(document.headline, { align });
  if (document.contact.length > 0)
    doc
      .moveDown(0.2)
      .fontSize(style.bodySize - 0.5)
      .fillColor('#475569')
      .text(document.contact.join('  ·  '), { align });

  const section = (title: string) => {
    doc.moveDown(style.sectionGap / style.bodySize);
    doc.font(fonts.bold).fontSize(style.headingSize).fillColor(style.accent).text(title.toUpperCase(), {
      characterSpacing: 0.6,
    });
    const y = doc.y + 1;
    doc
      .moveTo(doc.page.margins.left, y)
      .lineTo(doc.page.margins.left + width, y)
      .lineWidth(0.6)
      .strokeColor(style.accent)
      .stroke();
    doc.moveDown(0.3);
    doc.font(fonts.regular).fontSize(style.bodySize).fillColor('#1e293b');
  };

  if (document.summary) {
    section('Summary');
    doc.text(document.summary);
  }
  if (document.skills.length > 0) {
    section('Skills');
    if (style.skills === 'chips') {
      const fontSize = style.bodySize - 1;
      doc.font(fonts.regular).fontSize(fontSize);
      const rowHeight = doc.currentLineHeight() + CHIP_PADDING_Y * 2;
      const placements = layoutChips(
        document.skills.map((skill) => doc.widthOfString(skill)),
        width,
      );
      const rows = (placements.at(-1)?.row ?? 0) + 1;
      const blockHeight = rows * (rowHeight + CHIP_GAP) - CHIP_GAP;
      // Chips are drawn at fixed positions, so move the block to a new page itself when it would not fit.
      if (doc.y + blockHeight > doc.page.height - doc.page.margins.bottom) doc.addPage();
      const top = doc.y;
      placements.forEach((place, index) => {
        const x = doc.page.margins.left + place.x;
        const y = top + place.row * (rowHeight + CHIP_GAP);
        doc.roundedRect(x, y, place.width, rowHeight, 3).fill(SKILL_CHIP_FILL);
        doc.fillColor(SKILL_CHIP_TEXT).text(document.skills[index]!, x + CHIP_PADDING_X, y + CHIP_PADDING_Y, {
          width: place.width - CHIP_PADDING_X * 2,
          lineBreak: false,
        });
      });
      doc.x = doc.page.margins.left;
      doc.y = top + blockHeight;
      doc.fontSize(style.bodySize).fillColor('#1e293b');
    } else {
      doc.text(document.skills.join(' · '));
    }
  }
  if (document.experience.length > 0) {
    section('Experience');
    document.experience.forEach((entry, index) => {
      if (index > 0) doc.moveDown(0.4);
      doc
        .font(fonts.bold)
        .fontSize(style.bodySize + 0.5)
        .fillColor('#0f172a')
        .text(entry.title);
      const line = roleLine(entry);
      if (line)
        doc
          .font(fonts.regular)
          .fontSize(style.bodySize - 0.5)
          .fillColor('#475569')
          .text(line);
      doc.font(fonts.regular).fontSize(style.bodySize).fillColor('#1e293b');
      for (const bullet of entry.bullets) doc.text(`•  ${bullet}`, { indent: 8 });
    });
  }
  if (document.education.length > 0) {
    section('Education');
    for (const entry of document.education) {
      doc.font(fonts.bold).fontSize(style.bodySize).fillColor('#0f172a').text(entry.qualification);
      const line = educationLine(entry);
      if (line)
        doc
          .font(fonts.regular)
          .fontSize(style.bodySize - 0.5)
          .fillColor('#475569')
          .text(line);
    }
  }
  doc.end();
  return done;
}

async function renderResumeDocx(document: ResumeDocument): Promise<Buffer> {
  const style = TEMPLATE_STYLES[document.template];
  const accent = style.accent.replace('#', '');
  const halfPoints = (points: number) => Math.round(points * 2);
  const twips = (points: number) => Math.round(points * 20);
  const alignment = style.centred ? AlignmentType.CENTER : AlignmentType.LEFT;
  const run = (text: string, options: { bold?: boolean; size?: number; color?: string } = {}) =>
    new TextRun({
      text,
      bold: options.bold ?? false,
      size: halfPoints(options.size ?? style.bodySize),
      color: options.color ?? '1E293B',
      font: style.word,
    });
  const paragraph = (children: TextRun[], options: Omit<IParagraphOptions, 'children'> = {}) =>
    new Paragraph({ children, ...options });
  const heading = (title: string) =>
    paragraph([run(title.toUpperCase(), { bold: true, size: style.headingSize, color: accent })], {
      spacing: { before: twips(style.sectionGap), after: twips(4) },
      border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: accent, space: 1 } },
    });

  const body: Paragraph[] = [
    paragraph([run(document.fullName, { bold: true, size: style.nameSize, color: accent })], { alignment }),
  ];
  if (document.headline)
    body.push(
      paragraph([run(document.headline, { size: style.bodySize + 1.5, color: '334155' })], { alignment }),
    );
  if (document.contact.length > 0)
    body.push(
      paragraph([run(document.contact.join('  ·  '), { size: style.bodySize - 0.5, color: '475569' })], {
        alignment,
      }),
    );
  if (document.summary) body.push(heading('Summary'), paragraph([run(document.summary)]));
  if (document.skills.length > 0) body.push(heading('Skills'), paragraph([run(document.skills.join(' · '))]));
  if (document.experience.length > 0) {
    body.push(heading('Experience'));
    document.experience.forEach((entry, index) => {
      body.push(
        paragraph([run(entry.title, { bold: true, size: style.bodySize + 0.5, color: '0F172A' })], {
          spacing: { before: index > 0 ? twips(6) : 0 },
        }),
      );
      const line = roleLine(entry);
      if (line) body.push(paragraph([run(line, { size: style.bodySize - 0.5, color: '475569' })]));
      for (const bullet of entry.bullets) body.push(paragraph([run(bullet)], { bullet: { level: 0 } }));
    });
  }
  if (document.education.length > 0) {
    body.push(heading('Education'));
    for (const entry of document.education) {
      body.push(paragraph([run(entry.qualification, { bold: true, color: '0F172A' })]));
      const line = educationLine(entry);
      if (line) body.push(paragraph([run(line, { size: style.bodySize - 0.5, color: '475569' })]));
    }
  }
  const margin = twips(document.template === 'compact' ? 40 : 54);
  const file = new Document({
    creator: document.fullName,
    title: `${document.fullName} — resume`,
    sections: [
      {
        properties: { page: { margin: { top: margin, bottom: margin, left: margin, right: margin } } },
        children: body,
      },
    ],
  });
  return Packer.toBuffer(file);
}

export function renderResume(document: ResumeDocument, format: ResumeExportFormat): Promise<Buffer> {
  return format === 'pdf' ? renderResumePdf(document) : renderResumeDocx(document);
}
