import { describe, expect, it } from 'vitest';
import { extractFromJsonLd, findJobPostingObjects } from './json-ld';
import { htmlDocument } from '../../test/fixture-document';

const DESCRIPTION =
  '<p>We need a pastry chef to run the morning bake for our three bakeries, with 2 years of experience.</p>';

function pageWithJsonLd(...blocks: string[]) {
  return htmlDocument(
    `<html><head>${blocks.map((b) => `<script type="application/ld+json">${b.replace(/</g, '\\u003c')}</script>`).join('')}</head><body></body></html>`,
  );
}

describe('findJobPostingObjects', () => {
  it('finds postings at the top level, in arrays, in @graph and nested in other objects', () => {
    const tree = [
      { '@type': 'JobPosting', title: 'A' },
      { '@graph': [{ '@type': 'Organization' }, { '@type': ['Thing', 'JobPosting'], title: 'B' }] },
      {
        '@type': 'ItemList',
        itemListElement: [{ item: { '@type': 'https://schema.org/JobPosting', title: 'C' } }],
      },
    ];
    expect(findJobPostingObjects(tree).map((posting) => posting.title)).toEqual(['A', 'B', 'C']);
  });

  it('ignores other types and non-object values', () => {
    expect(findJobPostingObjects([null, 3, 'JobPosting', { '@type': 'JobPostingList' }])).toEqual([]);
  });
});

describe('extractFromJsonLd', () => {
  it('skips broken blocks and uses the next valid posting', () => {
    const posting = extractFromJsonLd(
      pageWithJsonLd(
        '{ not json',
        JSON.stringify({ '@type': 'JobPosting', title: 'Pastry Chef', description: DESCRIPTION }),
      ),
    );
    expect(posting).toEqual({
      title: 'Pastry Chef',
      description:
        'We need a pastry chef to run the morning bake for our three bakeries, with 2 years of experience.',
      source: 'json-ld',
    });
  });

  it('falls back to name when there is no title, and skips postings without a real description', () => {
    const doc = pageWithJsonLd(
      JSON.stringify({ '@type': 'JobPosting', title: 'Teaser only', description: 'Apply now!' }),
      JSON.stringify({ '@type': 'JobPosting', name: 'Pastry Chef', description: DESCRIPTION }),
    );
    expect(extractFromJsonLd(doc)?.title).toBe('Pastry Chef');
  });

  it('reads script and image markup in the description as nothing', () => {
    const doc = pageWithJsonLd(
      JSON.stringify({
        '@type': 'JobPosting',
        title: 'Pastry Chef',
        description: `${DESCRIPTION}<script>window.ran = true</script><img src="x" onerror="window.ran = true">`,
      }),
    );
    expect(extractFromJsonLd(doc)?.description).toBe(
      'We need a pastry chef to run the morning bake for our three bakeries, with 2 years of experience.',
    );
  });

  it('finds nothing when the page has no JobPosting', () => {
    expect(extractFromJsonLd(pageWithJsonLd(JSON.stringify({ '@type': 'NewsArticle' })))).toBeNull();
  });
});
