/** Splits free text (job descriptions, resumes) into lines, sections and sentences. */

export interface TextSection {
  /** Lower-case heading, or '' for text before the first heading. */
  heading: string;
  lines: string[];
}

// \uF0A7, \uF0B7, \uF076, \uF0D8: bullets from Word's Symbol and Wingdings fonts, as PDF text extraction gives them.
const BULLET = /^\s*(?:[-*•·▪◦●○■□➢➤►–—\uF0A7\uF0B7\uF076\uF0D8]|\d{1,2}[.)]|[a-z][.)])\s+/u;
const MAX_HEADING_WORDS = 6;

export function stripBullet(line: string): string {
  return line.replace(BULLET, '').trim();
}

export function isBulletLine(line: string): boolean {
  return BULLET.test(line);
}

/** Non-empty trimmed lines; long paragraphs are kept whole. */
export function toLines(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line.length > 0);
}

/** A heading is a short line ending in a colon, or a short line in capitals / Title Case without a full stop. */
export function isHeadingLine(line: string): boolean {
  if (isBulletLine(line)) return false;
  const words = line.replace(/:$/, '').split(/\s+/);
  if (words.length === 0 || words.length > MAX_HEADING_WORDS) return false;
  if (/:$/.test(line)) return true;
  if (/[.!?,;]$/.test(line) || /@|\d{3,}/.test(line)) return false;
  const letters = line.replace(/[^\p{L}]/gu, '');
  if (letters.length >= 3 && letters === letters.toUpperCase()) return true;
  // "Work history", "Key skills": a usual section name in sentence case.
  if (SECTION_NAME.test(line)) return true;
  // "Experience", "Work History", "What You Will Do": Title Case lines count when they name a usual section.
  const titleCase = words.every(
    (word) => /^[\p{Lu}&]/u.test(word) || /^(of|and|to|you|we|the|a|in|for|our)$/i.test(word),
  );
  return titleCase && SECTION_WORDS.test(line);
}

const SECTION_NAME =
  /^(?:(?:work|employment|professional|career|relevant|key|core|technical|selected|personal|other|additional|volunteer|volunteering)\s+)?(?:summary|profile|experience|history|projects?|education|qualifications|skills|achievements|certifications|training|interests)(?:\s+(?:and|&)\s+[\p{L}]+)?$/iu;

const SECTION_WORDS =
  /\b(summary|profile|about|objective|experience|employment|history|projects?|portfolio|education|qualifications?|skills|competencies|certifications?|training|languages|interests|achievements|awards|publications|references|responsibilities|requirements|duties|role|benefits|perks|do|bring|offer|looking|nice to have|preferred|tech stack|stack|team|company)\b/i;

/**
 * "Benefits: health cover, pension" — a usual section label before a colon starts a section on the same line
 * ("LedgerLite: a library …" does not).
 */
const INLINE_HEADING = /^(\p{Lu}[\p{L}' /&-]{2,40}):\s+(\S.*)$/u;
const MAX_INLINE_HEADING_WORDS = 4;

/**
 * "The role", "What you'll need", "Nice to have": a short line in sentence case naming a usual section, with no
 * closing punctuation, is a heading when a bulleted list follows it.
 */
function isSentenceCaseHeadingBeforeList(line: string, next: string | undefined): boolean {
  if (next === undefined || !isBulletLine(next) || isBulletLine(line)) return false;
  const words = line.split(/\s+/);
  if (words.length > MAX_SENTENCE_CASE_HEADING_WORDS || !/^\p{Lu}/u.test(line)) return false;
  if (/[.!?,;]$/.test(line) || /\d/.test(line)) return false;
  return POSTING_SECTION_NAME.test(line);
}
/** How postings name their sections in sentence case ("The role", "What you'll need", "Nice to have"). */
const POSTING_SECTION_NAME =
  /^(?:the (?:role|job|position|opportunity)|about (?:you|the role|the job|us)|what (?:you(?:'|’)?ll|you will|we(?:'|’)?re|we are|we(?:'|’)?d|you(?:'|’)?d) .+|what (?:we|you) (?:offer|need|bring|do|get)|who (?:you are|we are)|nice to have|desirable|essential|requirements|responsibilities|(?:key )?duties|benefits|perks|why join us)$/i;
const MAX_SENTENCE_CASE_HEADING_WORDS = 5;

export function toSections(text: string): TextSection[] {
  const sections: TextSection[] = [{ heading: '', lines: [] }];
  const lines = toLines(text);
  for (const [index, line] of lines.entries()) {
    const inline = INLINE_HEADING.exec(line);
    if (
      inline?.[1] &&
      inline[2] &&
      inline[1].split(/\s+/).length <= MAX_INLINE_HEADING_WORDS &&
      SECTION_WORDS.test(inline[1])
    ) {
      sections.push({ heading: inline[1].toLowerCase(), lines: [inline[2]] });
    } else if (isHeadingLine(line) || isSentenceCaseHeadingBeforeList(line, lines[index + 1])) {
      sections.push({ heading: line.replace(/:$/, '').toLowerCase(), lines: [] });
    } else {
      sections.at(-1)?.lines.push(line);
    }
  }
  return sections.filter((section) => section.heading !== '' || section.lines.length > 0);
}

export function toSentences(text: string): string[] {
  return toLines(text)
    .flatMap((line) => stripBullet(line).split(/(?<=[.!?])\s+(?=[A-Z0-9"'(])/u))
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

/** Lower-case words of a text (letters, digits and the symbols of skill names such as c++ or c#). */
export function toWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}+#.'-]*/gu) ?? [];
}

export function truncateText(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxChars / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

/** A stable 32-bit hash (FNV-1a) used to pick question variants deterministically. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
