/**
 * The small Markdown subset the information pages use, parsed into blocks the page renders as React elements
 * (never as HTML, so an operator's text cannot inject markup): # headings (with ids for links), paragraphs,
 * "-" lists, **bold** and [links](…). HTML comments are notes for the operator and are dropped.
 */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'bold'; text: string }
  | { kind: 'link'; text: string; href: string };

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; id: string; text: string }
  | { kind: 'paragraph'; content: Inline[] }
  | { kind: 'list'; items: Inline[][] };

/** "Terms & Conditions" → "terms-conditions": the id a footer link points at. */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Links may go to this site's paths, in-page anchors, http(s) or mail addresses; anything else stays text. */
function isSafeHref(href: string): boolean {
  return /^(\/(?!\/)|#|https?:\/\/|mailto:)/i.test(href);
}

const INLINE = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(text: string): Inline[] {
  const parts: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ kind: 'text', text: text.slice(last, index) });
    if (match[1] !== undefined) parts.push({ kind: 'bold', text: match[1] });
    else if (isSafeHref(match[3]!)) parts.push({ kind: 'link', text: match[2]!, href: match[3]! });
    else parts.push({ kind: 'text', text: match[2]! });
    last = index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

export function parseMarkdownBlocks(markdown: string): Block[] {
  const lines = markdown
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: string[] | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', content: parseInline(paragraph.join(' ')) });
    if (list) blocks.push({ kind: 'list', items: list.map(parseInline) });
    paragraph = [];
    list = null;
  };
  for (const raw of lines) {
    const line = raw.trim();
    const heading = /^(#{1,3})\s+(.+)$/.exec(line);
    const item = /^[-*]\s+(.+)$/.exec(line);
    if (!line) {
      flush();
    } else if (heading) {
      flush();
      const text = heading[2]!.trim();
      blocks.push({ kind: 'heading', level: heading[1]!.length as 1 | 2 | 3, id: headingId(text), text });
    } else if (item) {
      if (paragraph.length) flush();
      list = [...(list ?? []), item[1]!];
    } else if (list && /^\s/.test(raw)) {
      // An indented line continues the list item above it.
      list[list.length - 1] += ` ${line}`;
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
