import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { LandingPage } from './LandingPage';
import { PricingSection } from './PricingSection';
import { copyrightYears } from './SiteFooter';
import { SCORE_PANELS } from './landing-content';

function render(element: React.ReactElement): string {
  return renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>);
}

describe('landing page markup', () => {
  const html = render(<LandingPage />);

  it('draws every score as a progress bar with its value', () => {
    const bars = [...html.matchAll(/role="progressbar" aria-label="([^"]+)"[^>]*aria-valuenow="(\d+)"/g)];
    expect(bars.map(([, label, value]) => [label, Number(value)])).toEqual(
      SCORE_PANELS.flatMap((panel) => panel.scores.map((score) => [score.label, score.percent])),
    );
    expect(bars).toHaveLength(10);
  });

  it('renders the hero, tagline and copyright of the spec', () => {
    expect(html).toMatch(/<h1[^>]*>Welcome to Intervia<\/h1>/);
    expect(html).toContain('Empowering your interview preparation journey with AI');
    expect(html).toContain('BORN IN AI. NOT BOLTED ON.');
    expect(html).toContain('<span class="sr-only" data-testid="assistant-name">Iris</span>');
    expect(html).toContain(`© ${copyrightYears(new Date().getFullYear())} Intervia. All rights reserved.`);
    expect(html).toContain('placeholder="Enter your email address"');
    expect(html).toContain('type="email"');
  });
});

describe('pricing section markup', () => {
  it('uses three columns on medium screens and marks the chosen period', () => {
    const html = render(<PricingSection initialPeriod="yearly" />);
    expect(html).toContain('md:grid-cols-3');
    expect(html).toMatch(/role="radio" aria-checked="true"[^>]*>Yearly/);
    expect(html).toMatch(/role="radio" aria-checked="false"[^>]*>Monthly/);
    expect(html).toContain('href="/payment?plan=professional&amp;period=yearly"');
    expect(html).toContain('>Choose and Get 20%</a>');
    expect(html.match(/data-highlighted="true"/g)).toHaveLength(1);
  });

  it('shows monthly prices by default', () => {
    const html = render(<PricingSection />);
    expect(html).toContain('data-testid="price-basic">$10<');
    expect(html).toContain('href="/payment?plan=basic&amp;period=monthly"');
  });
});
