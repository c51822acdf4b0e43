/** Recognises a resume by its content (magic bytes and container structure), not by its name. */
import type { ResumeFileExtension } from '@intervia/shared';
import { DocxArchiveError, readDocxArchive, storedZipOf } from './docx-archive';

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4
const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // Word 97-2003 and encrypted Office files

/** A .docx may expand to at most this much, and at most this ratio: beyond it is a zip bomb, not a resume. */
const DOCX_MAX_UNCOMPRESSED_BYTES = 50 * 1024 * 1024;
const DOCX_MAX_COMPRESSION_RATIO = 200;

export type ResumeProblem = 'unsupported-type' | 'corrupt' | 'encrypted' | 'no-text' | 'too-large';

export class ResumeFileError extends Error {
  constructor(
    readonly problem: ResumeProblem,
    message: string,
  ) {
    super(message);
  }
}

export const RESUME_PROBLEM_MESSAGES: Record<ResumeProblem, string> = {
  'unsupported-type':
    'This file is not a PDF, DOC or DOCX document. Please upload your resume in one of those formats.',
  corrupt:
    'This file could not be read; it may be damaged. Please export your resume again and upload the new file.',
  encrypted: 'This file is password-protected. Please upload a copy without a password.',
  'no-text':
    'No text could be found in this file (a scanned image?). Please upload a resume with selectable text, or paste the job description instead.',
  'too-large': 'This file is too large to process.',
};

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return magic.every((value, index) => bytes[index] === value);
}

function containsAscii(bytes: Uint8Array, text: string): boolean {
  return (
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(Buffer.from(text, 'utf16le')) ||
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(Buffer.from(text, 'latin1'))
  );
}

export function detectResumeFileType(bytes: Uint8Array): ResumeFileExtension {
  if (startsWith(bytes, PDF_MAGIC)) return 'pdf';
  if (startsWith(bytes, ZIP_MAGIC)) return 'docx';
  if (startsWith(bytes, OLE2_MAGIC)) {
    // Password-protected .docx files are OLE2 containers holding an EncryptedPackage stream.
    if (containsAscii(bytes, 'EncryptedPackage')) {
      throw new ResumeFileError('encrypted', RESUME_PROBLEM_MESSAGES.encrypted);
    }
    return 'doc';
  }
  throw new ResumeFileError('unsupported-type', RESUME_PROBLEM_MESSAGES['unsupported-type']);
}

/**
 * A .docx is a zip holding word/document.xml. Its entries are read here under the size limit (sizes from the
 * central directory and the local headers must agree, and inflation is capped as it happens); the parser gets them
 * back as a zip of stored entries, so it inflates nothing a header could have understated.
 */
export function openDocxContainer(bytes: Uint8Array): Uint8Array {
  const limit = Math.min(DOCX_MAX_UNCOMPRESSED_BYTES, bytes.byteLength * DOCX_MAX_COMPRESSION_RATIO);
  let files: Map<string, Uint8Array>;
  try {
    files = readDocxArchive(bytes, limit);
  } catch (error) {
    if (error instanceof DocxArchiveError && error.problem === 'too-large') {
      throw new ResumeFileError('too-large', RESUME_PROBLEM_MESSAGES['too-large']);
    }
    throw new ResumeFileError('corrupt', RESUME_PROBLEM_MESSAGES.corrupt);
  }
  if (!files.has('word/document.xml'))
    throw new ResumeFileError('unsupported-type', RESUME_PROBLEM_MESSAGES['unsupported-type']);
  return storedZipOf(files);
}
