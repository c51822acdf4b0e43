/** schema.org JobPosting in JSON-LD: single objects, arrays, @graph and nested values all count. */
import { isUsablePosting, type JobPosting } from './job-posting';
import { htmlToText, singleLine } from './readable-text';

type JsonValue = unknown;

function isJobPostingType(type: JsonValue): boolean {
  const types = Array.isArray(type) ? type : [type];
  return types.some(
    (t) => typeof t === 'string' && /^(?:(?:https?:\/\/)?schema\.org\/)?JobPosting$/i.test(t.trim()),
  );
}

/** Every object in the JSON tree whose @type is JobPosting, in document order. */
export function findJobPostingObjects(value: JsonValue, found: Record<string, unknown>[] = []) {
  if (Array.isArray(value)) {
    for (const item of value) findJobPostingObjects(item, found);
  } else if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    if (isJobPostingType(object['@type'])) found.push(object);
    else for (const child of Object.values(object)) findJobPostingObjects(child, found);
  }
  return found;
}

function parseJsonLd(text: string): JsonValue {
  try {
    return JSON.parse(text);
  } catch {
    // Some sites wrap the JSON in HTML comments or CDATA markers; one retry without them, then give up.
    try {
      return JSON.parse(text.replace(/^\s*(?:<!--|\/\/\s*<!\[CDATA\[)|(?:-->|\/\/\s*\]\]>)\s*$/g, ''));
    } catch {
      return null;
    }
  }
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(textOf).filter(Boolean).join('\n\n');
  return '';
}

export function extractFromJsonLd(document: Document): JobPosting | null {
  const scripts = Array.from(document.querySelectorAll('script[type="application/ld+json" i]'));
  for (const script of scripts) {
    for (const posting of findJobPostingObjects(parseJsonLd(script.textContent ?? ''))) {
      const title = singleLine(htmlToText(textOf(posting.title) || textOf(posting.name), document));
      const description = htmlToText(textOf(posting.description), document);
      if (isUsablePosting(title, description)) return { title, description, source: 'json-ld' };
    }
  }
  return null;
}
