/**
 * Fonts for generated PDFs. pdfkit's built-in fonts (Helvetica, Times) only cover Latin-1, so a name like
 * "Łukasz Żółć" or "Nguyễn" would print wrongly. When Debian's DejaVu fonts are installed (fonts-dejavu-core, which
 * Chromium pulls in) they are embedded instead; otherwise the built-in fonts are used.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type PDFDocument from 'pdfkit';

export type PdfFontFamily = 'sans' | 'serif';

const DEJAVU_DIRECTORY = process.env.PDF_FONT_DIR ?? '/usr/share/fonts/truetype/dejavu';
const FILES: Record<PdfFontFamily, { regular: string; bold: string }> = {
  sans: { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' },
  serif: { regular: 'DejaVuSerif.ttf', bold: 'DejaVuSerif-Bold.ttf' },
};
const BUILT_IN: Record<PdfFontFamily, { regular: string; bold: string }> = {
  sans: { regular: 'Helvetica', bold: 'Helvetica-Bold' },
  serif: { regular: 'Times-Roman', bold: 'Times-Bold' },
};

/** The family's font files, read once per process (null when not installed). */
const loaded = new Map<PdfFontFamily, { regular: Buffer; bold: Buffer } | null>();
function fontFiles(family: PdfFontFamily): { regular: Buffer; bold: Buffer } | null {
  if (!loaded.has(family)) {
    const regular = join(DEJAVU_DIRECTORY, FILES[family].regular);
    const bold = join(DEJAVU_DIRECTORY, FILES[family].bold);
    loaded.set(
      family,
      existsSync(regular) && existsSync(bold)
        ? { regular: readFileSync(regular), bold: readFileSync(bold) }
        : null,
    );
  }
  return loaded.get(family) ?? null;
}

/** Registers the family's fonts on the document and answers the names to pass to `doc.font()`. */
export function embedUnicodeFonts(
  doc: InstanceType<typeof PDFDocument>,
  family: PdfFontFamily,
): { regular: string; bold: string; unicode: boolean } {
  const files = fontFiles(family);
  if (!files) return { ...BUILT_IN[family], unicode: false };
  doc.registerFont(`${family}-regular`, files.regular);
  doc.registerFont(`${family}-bold`, files.bold);
  return { regular: `${family}-regular`, bold: `${family}-bold`, unicode: true };
}
