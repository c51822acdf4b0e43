import { describe, expect, it } from 'vitest';
import { countJobSignals, extractFromPageStructure, MIN_JOB_SIGNALS } from './page-structure';
import { htmlDocument } from '../../test/fixture-document';

const POSTING_TEXT = `<p>We are hiring a barista for our new café.</p>
  <h2>Responsibilities</h2><ul><li>Make great coffee</li><li>Keep the bar clean</li></ul>
  <h2>Requirements</h2><ul><li>1 year of experience in a busy café</li></ul>
  <p>Part-time, 20 hours a week. Apply with your CV.</p>`;

describe('extractFromPageStructure', () => {
  it('takes the title from og:title, without the site name, when the page has no h1', () => {
    const doc = htmlDocument(
      `<html><head><meta property="og:title" content="Barista | Contoso Coffee Careers"></head><body><main>${POSTING_TEXT}</main></body></html>`,
    );
    expect(extractFromPageStructure(doc)).toMatchObject({ title: 'Barista', source: 'page' });
  });

  it('falls back to the document title', () => {
    const doc = htmlDocument(
      `<html><head><title>Barista · Contoso</title></head><body>${POSTING_TEXT}</body></html>`,
    );
    expect(extractFromPageStructure(doc)?.title).toBe('Barista');
  });

  it('finds nothing on a page with a title but prose that does not read like a job posting', () => {
    const doc = htmlDocument(
      `<html><body><h1>Our summer menu</h1><main><p>${'Iced lattes, lemon cake and fresh sandwiches are back this summer. '.repeat(4)}</p></main></body></html>`,
    );
    expect(extractFromPageStructure(doc)).toBeNull();
  });

  it('finds nothing on an empty page', () => {
    expect(extractFromPageStructure(htmlDocument('<html><body></body></html>'))).toBeNull();
  });
});

describe('countJobSignals', () => {
  it('counts each kind of job phrase once', () => {
    expect(countJobSignals('Requirements. Requirements. Requirements.')).toBe(1);
    expect(countJobSignals(POSTING_TEXT)).toBeGreaterThanOrEqual(MIN_JOB_SIGNALS);
  });
});
