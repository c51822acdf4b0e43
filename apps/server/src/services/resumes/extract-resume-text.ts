/** Extracts plain text from a PDF (unpdf/pdf.js), DOCX (mammoth) or DOC (word-extractor) resume. */
import mammoth from 'mammoth';
import WordExtractor from 'word-extractor';
import { extractText, getDocumentProxy } from 'unpdf';
import type { ResumeFileExtension } from '@intervia/shared';
import {
  RESUME_PROBLEM_MESSAGES,
  ResumeFileError,
  detectResumeFileType,
  openDocxContainer,
} from './resume-file-type';
import { pdfStreamsExceed } from './pdf-stream-budget';
import { PDF_MAX_DECOMPRESSED_BYTES, PDF_MAX_PAGES } from './resume-parse-limits';

/** Fewer meaningful characters than this means there is no usable text (typically a scanned image). */
const MIN_TEXT_CHARS = 30;

export interface ExtractedResume {
  fileType: ResumeFileExtension;
  text: string;
}

async function extractPdf(bytes: Uint8Array): Promise<string> {
  if (pdfStreamsExceed(bytes, PDF_MAX_DECOMPRESSED_BYTES)) {
    throw new ResumeFileError('too-large', RESUME_PROBLEM_MESSAGES['too-large']);
  }
  try {
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    if (pdf.numPages > PDF_MAX_PAGES) {
      throw new ResumeFileError(
        'too-large',
        `This PDF has ${pdf.numPages} pages; a resume may have at most ${PDF_MAX_PAGES}. Please upload a shorter file.`,
      );
    }
    const { text } = await extractText(pdf, { mergePages: true });
    return text;
  } catch (error) {
    if (error instanceof ResumeFileError) throw error;
    const name = (error as { name?: string }).name ?? '';
    if (name === 'PasswordException' || /password/i.test((error as Error).message)) {
      throw new ResumeFileError('encrypted', RESUME_PROBLEM_MESSAGES.encrypted);
    }
    throw new ResumeFileError('corrupt', RESUME_PROBLEM_MESSAGES.corrupt);
  }
}

async function extractDocx(bytes: Uint8Array): Promise<string> {
  const stored = openDocxContainer(bytes);
  try {
    const result = await mammoth.extractRawText({ buffer: Buffer.from(stored) });
    return result.value;
  } catch {
    throw new ResumeFileError('corrupt', RESUME_PROBLEM_MESSAGES.corrupt);
  }
}

async function extractDoc(bytes: Uint8Array): Promise<string> {
  try {
    const document = await new WordExtractor().extract(Buffer.from(bytes));
    return [document.getBody(), document.getHeaders({ includeFooters: true })].filter(Boolean).join('\n');
  } catch {
    throw new ResumeFileError('corrupt', RESUME_PROBLEM_MESSAGES.corrupt);
  }
}

/** Normalises whitespace from extraction: collapses runs of spaces, keeps line structure, drops control chars. */
function normaliseExtractedText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- stripping control characters is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ' ')
      .replace(/[ \t\u00a0]+/g, ' ')
      .split('\n')
      .map((line) => line.trim())
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

export async function extractResumeText(bytes: Uint8Array): Promise<ExtractedResume> {
  const fileType = detectResumeFileType(bytes);
  const raw =
    fileType === 'pdf'
      ? await extractPdf(bytes)
      : fileType === 'docx'
        ? await extractDocx(bytes)
        : await extractDoc(bytes);
  const text = normaliseExtractedText(raw);
  if (text.replace(/\s/g, '').length < MIN_TEXT_CHARS) {
    throw new ResumeFileError('no-text', RESUME_PROBLEM_MESSAGES['no-text']);
  }
  return { fileType, text };
}
