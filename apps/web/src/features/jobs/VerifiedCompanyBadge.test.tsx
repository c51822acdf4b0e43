import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { VerifiedCompanyBadge } from './VerifiedCompanyBadge';

describe('VerifiedCompanyBadge', () => {
  it('names the verified domain', () => {
    const html = renderToStaticMarkup(<VerifiedCompanyBadge domain="northwind.com" />);
    expect(html).toContain('Verified: northwind.com');
    expect(html).toContain('verified an e-mail address at northwind.com');
  });

  it('shows nothing for a company without a verified domain', () => {
    expect(renderToStaticMarkup(<VerifiedCompanyBadge domain={null} />)).toBe('');
    expect(renderToStaticMarkup(<VerifiedCompanyBadge domain={undefined} />)).toBe('');
  });
});
