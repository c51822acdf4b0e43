import { readFileSync } from 'node:fs';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { lyingZipBomb, storedLocalDeflatedCentralBomb } from '../../../test/support/zip-bomb';
import { extractResumeText } from './extract-resume-text';
import { ResumeFileError, detectResumeFileType } from './resume-file-type';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../../../../e2e/fixtures/resumes/${name}`, import.meta.url)));

async function problemOf(bytes: Uint8Array): Promise<string> {
  try {
    await extractResumeText(bytes);
    return 'none';
  } catch (error) {
    if (error instanceof ResumeFileError) return error.problem;
    throw error;
  }
}

describe('extractResumeText', () => {
  it.each(['jordan-lee.pdf', 'jordan-lee.docx', 'jordan-lee.doc'])('reads the text of %s', async (name) => {
    const { fileType, text } = await extractResumeText(fixture(name));
    expect(fileType).toBe(name.split('.').pop());
    expect(text).toContain('Jordan Lee');
    expect(text).toContain('LedgerLite');
    expect(text).toMatch(/PostgreSQL/);
    expect(text).not.toMatch(/ {2,}/);
  });

  it('recognises files by content, not by name', () => {
    expect(detectResumeFileType(fixture('jordan-lee.docx'))).toBe('docx');
    expect(() => detectResumeFileType(fixture('not-really.pdf'))).toThrow(/not a PDF, DOC or DOCX/);
  });

  it.each([
    ['encrypted.pdf', 'encrypted'],
    ['truncated.pdf', 'corrupt'],
    ['scanned-no-text.pdf', 'no-text'],
    ['not-really.pdf', 'unsupported-type'],
  ])('gives %s a clear error (%s)', async (name, problem) => {
    expect(await problemOf(fixture(name))).toBe(problem);
  });

  it('refuses a zip bomb disguised as a .docx without inflating it', async () => {
    const bomb = zipSync(
      { '[Content_Types].xml': new Uint8Array(10), 'word/document.xml': new Uint8Array(80 * 1024 * 1024) },
      { level: 9 },
    );
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    expect(await problemOf(bomb)).toBe('too-large');
  });

  it('caps inflation itself: headers that disagree, or understate the size, never reach the parser (H4)', async () => {
    const mismatched = storedLocalDeflatedCentralBomb('word/document.xml', 100 * 1024 * 1024);
    expect(await problemOf(mismatched)).toBe('corrupt');
    const understated = lyingZipBomb('word/document.xml', 100 * 1024 * 1024, 2_000);
    expect(await problemOf(understated)).toBe('too-large');
  });

  it('refuses a zip that is not a Word document', async () => {
    const zip = zipSync({ 'hello.txt': new TextEncoder().encode('hello') });
    expect(await problemOf(zip)).toBe('unsupported-type');
  });

  it('treats an OLE2 container with an EncryptedPackage stream as a password-protected file', async () => {
    const header = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
    const body = Buffer.concat([
      Buffer.from(header),
      Buffer.alloc(512),
      Buffer.from('EncryptedPackage', 'utf16le'),
      Buffer.alloc(512),
    ]);
    expect(await problemOf(new Uint8Array(body))).toBe('encrypted');
  });
});
