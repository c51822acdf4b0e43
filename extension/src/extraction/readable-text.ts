/** Turns an element (or an HTML fragment) into plain text that keeps the posting's paragraphs and bullet lists. */

const SKIPPED_TAGS = new Set([
  'SCRIPT',
  'STYLE',
  'NOSCRIPT',
  'TEMPLATE',
  'SVG',
  'CANVAS',
  'IFRAME',
  'BUTTON',
  'INPUT',
  'SELECT',
  'TEXTAREA',
  'OPTION',
]);
/** Page furniture that is never part of a job description, skipped when reading a whole page region. */
export const PAGE_CHROME_TAGS = ['NAV', 'HEADER', 'FOOTER', 'ASIDE', 'FORM', 'DIALOG'];

const BLOCK_TAGS = new Set([
  'ADDRESS',
  'ARTICLE',
  'BLOCKQUOTE',
  'DD',
  'DIV',
  'DL',
  'DT',
  'FIELDSET',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'LI',
  'MAIN',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'TABLE',
  'TR',
  'UL',
]);
/** Blocks that read as their own paragraph (a blank line around them) rather than just a new line. */
const PARAGRAPH_TAGS = new Set([
  'P',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'UL',
  'OL',
  'TABLE',
  'BLOCKQUOTE',
  'PRE',
]);

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

export interface ReadableTextOptions {
  /** Extra tag names (upper case) to leave out, e.g. PAGE_CHROME_TAGS for a whole page region. */
  skipTags?: readonly string[];
  /** Other elements to leave out with everything inside them (cookie banners, breadcrumbs, Apply buttons). */
  skip?: (element: Element) => boolean;
}

function isHidden(element: Element): boolean {
  return element.hasAttribute('hidden') || element.getAttribute('aria-hidden') === 'true';
}

export function readableText(root: Element, options: ReadableTextOptions = {}): string {
  const skipped = new Set([...SKIPPED_TAGS, ...(options.skipTags ?? [])]);
  let text = '';
  // Line breaks wait until the next visible text, so whitespace between blocks never makes extra blank lines.
  let pendingBreak: '' | '\n' | '\n\n' = '';
  const breakLine = (kind: '\n' | '\n\n') => {
    if (kind.length > pendingBreak.length) pendingBreak = kind;
  };
  const write = (chunk: string) => {
    if (!chunk.trim()) {
      if (!pendingBreak && text && !text.endsWith(' ')) text += ' ';
      return;
    }
    if (pendingBreak && text && !text.endsWith('• ')) text += pendingBreak;
    pendingBreak = '';
    text += chunk;
  };

  const walk = (node: Node) => {
    if (node.nodeType === TEXT_NODE) {
      write((node.textContent ?? '').replace(/\s+/g, ' '));
      return;
    }
    if (node.nodeType !== ELEMENT_NODE) return;
    const element = node as Element;
    const tag = element.tagName.toUpperCase();
    if (skipped.has(tag) || isHidden(element) || options.skip?.(element)) return;
    if (tag === 'BR') {
      if (pendingBreak) breakLine('\n\n');
      else breakLine('\n');
      return;
    }
    const edge = PARAGRAPH_TAGS.has(tag) ? '\n\n' : BLOCK_TAGS.has(tag) ? '\n' : null;
    if (edge) breakLine(edge);
    if (tag === 'LI') write('• ');
    if (tag === 'TD' || tag === 'TH') write(' ');
    for (const child of Array.from(element.childNodes)) walk(child);
    // A list item ends its line, even when its last child was a paragraph: bullets stay on consecutive lines.
    if (tag === 'LI') pendingBreak = '\n';
    else if (edge) breakLine(edge);
  };
  walk(root);
  return tidyText(text);
}

/** Collapses runs of spaces, trims every line and keeps at most one blank line between paragraphs. */
export function tidyText(text: string): string {
  return text
    .replace(/\u00a0/g, ' ')
    .split('\n')
    .map((line) => line.replace(/[ \t\f\v\r]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Plain text from an HTML string (JSON-LD descriptions are HTML, sometimes escaped twice). It is parsed in an
 * inert document of its own, so nothing in it loads or runs.
 */
export function htmlToText(html: string, ownerDocument: Document): string {
  const inert = ownerDocument.implementation.createHTMLDocument('');
  const container = inert.createElement('div');
  container.innerHTML = html;
  if (!container.querySelector('*') && /<[a-z][^>]*>/i.test(container.textContent ?? '')) {
    container.innerHTML = container.textContent ?? '';
  }
  return readableText(container);
}

/** One line of text (titles): inner whitespace collapsed. */
export function singleLine(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}
