import { describe, expect, it } from 'vitest';
import { htmlDocument } from '../../test/fixture-document';
import { htmlToText, PAGE_CHROME_TAGS, readableText, tidyText } from './readable-text';

const body = (html: string) => htmlDocument(`<html><body>${html}</body></html>`).body;

describe('readableText', () => {
  it('keeps paragraphs apart, line breaks as lines, and list items as bullets on consecutive lines', () => {
    expect(
      readableText(body('<p>One<br>Two</p><p>Three</p><ul><li>A</li> <li><p>B</p></li></ul><p>End</p>')),
    ).toBe('One\nTwo\n\nThree\n\n• A\n• B\n\nEnd');
  });

  it('skips scripts, styles, controls and hidden elements', () => {
    const html =
      '<p>Kept</p><script>var x</script><style>p{}</style><button>Apply</button><p hidden>Gone</p><span aria-hidden="true">Icon</span>';
    expect(readableText(body(html))).toBe('Kept');
  });

  it('skips page furniture only when asked', () => {
    const html =
      '<nav>Menu</nav><header>Logo</header><p>Posting</p><footer>©</footer><form>Apply form</form>';
    expect(readableText(body(html))).toBe('Menu\nLogo\n\nPosting\n\n©\nApply form');
    expect(readableText(body(html), { skipTags: PAGE_CHROME_TAGS })).toBe('Posting');
  });
});

describe('htmlToText', () => {
  it('reads HTML, and HTML escaped once more as JSON-LD authors sometimes do', () => {
    const doc = body('').ownerDocument;
    expect(htmlToText('<p>Tea &amp; cake</p><ul><li>Bake</li></ul>', doc)).toBe('Tea & cake\n\n• Bake');
    expect(htmlToText('&lt;p&gt;Tea &amp;amp; cake&lt;/p&gt;', doc)).toBe('Tea & cake');
    expect(htmlToText('Plain text, no markup', doc)).toBe('Plain text, no markup');
  });
});

describe('tidyText', () => {
  it('collapses spaces, trims lines and keeps at most one blank line', () => {
    expect(tidyText('  a \u00a0 b \n\n\n\n  c  ')).toBe('a b\n\nc');
  });
});
