/** Test support: a saved fixture page (extension/test/fixtures) parsed into a DOM Document with jsdom. */
import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';

const FIXTURES = new URL('./fixtures/', import.meta.url);

export function fixtureDocument(name: string): Document {
  return new JSDOM(readFileSync(new URL(name, FIXTURES), 'utf8')).window.document;
}

export function htmlDocument(html: string): Document {
  return new JSDOM(html).window.document;
}
