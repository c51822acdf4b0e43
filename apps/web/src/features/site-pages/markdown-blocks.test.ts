import { describe, expect, it } from 'vitest';
import { headingId, parseInline, parseMarkdownBlocks } from './markdown-blocks';

describe('information page Markdown', () => {
  it('gives headings the ids the footer links to', () => {
    expect(headingId('Terms & Conditions')).toBe('terms-conditions');
    expect(headingId('Contact Us')).toBe('contact-us');
    const blocks = parseMarkdownBlocks('# About Us\n\n## Customer Support\ntext');
    expect(blocks.slice(0, 2)).toEqual([
      { kind: 'heading', level: 1, id: 'about-us', text: 'About Us' },
      { kind: 'heading', level: 2, id: 'customer-support', text: 'Customer Support' },
    ]);
  });

  it('joins paragraph lines, collects list items with their indented continuations, and drops comments', () => {
    const blocks = parseMarkdownBlocks(
      '<!-- operator note\nspanning lines -->\nOne line\nand the next.\n\n- first\n  continued\n- **second**\n',
    );
    expect(blocks).toEqual([
      { kind: 'paragraph', content: [{ kind: 'text', text: 'One line and the next.' }] },
      {
        kind: 'list',
        items: [[{ kind: 'text', text: 'first continued' }], [{ kind: 'bold', text: 'second' }]],
      },
    ]);
  });

  it('keeps links to this site, anchors, web and mail addresses, and turns any other link into plain text', () => {
    expect(parseInline('See [jobs](/explore) or [mail](mailto:a@b.c).')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'jobs', href: '/explore' },
      { kind: 'text', text: ' or ' },
      { kind: 'link', text: 'mail', href: 'mailto:a@b.c' },
      { kind: 'text', text: '.' },
    ]);
    expect(parseInline('[x](javascript:alert) [y](//evil.example)')).toEqual([
      { kind: 'text', text: 'x' },
      { kind: 'text', text: ' ' },
      { kind: 'text', text: 'y' },
    ]);
    expect(parseMarkdownBlocks('<b>not html</b>')).toEqual([
      { kind: 'paragraph', content: [{ kind: 'text', text: '<b>not html</b>' }] },
    ]);
  });
});
