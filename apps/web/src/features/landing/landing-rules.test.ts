import { describe, expect, it } from 'vitest';
import { BILLING_PERIODS, findPlan, NEWSLETTER_EMAIL_MAX_LENGTH, PRICING_PLANS } from '@intervia/shared';
import { initialTypedLength, typedLength, TYPEWRITER_STEP_MS } from './use-typewriter';
import { formatPlanPrice, paymentLink, planPriceUnit, yearlyPriceBreakdown } from './pricing';
import { checkNewsletterEmail } from '@intervia/shared';
import { copyrightYears, footerLinkHref, footerLinkTarget } from './SiteFooter';
import { FOOTER_COMPANY_LINKS, FOOTER_HELP_LINKS } from './landing-content';

describe('typewriter', () => {
  it('types one letter per step and stops at the end of the word', () => {
    expect(typedLength('Iris', 0)).toBe(0);
    expect(typedLength('Iris', TYPEWRITER_STEP_MS - 1)).toBe(0);
    expect(typedLength('Iris', TYPEWRITER_STEP_MS)).toBe(1);
    expect(typedLength('Iris', TYPEWRITER_STEP_MS * 2 + 10)).toBe(2);
    expect(typedLength('Iris', 10_000)).toBe(4);
    expect(typedLength('Iris', -50)).toBe(0);
    expect(typedLength('Iris', 100, 50)).toBe(2);
  });

  it('starts with the whole word when motion is reduced, and with nothing otherwise', () => {
    expect(initialTypedLength('Iris', true)).toBe(4);
    expect(initialTypedLength('Iris', false)).toBe(0);
  });
});

describe('pricing', () => {
  it('shows the spec prices of section 9 for each period', () => {
    const shown = PRICING_PLANS.map((plan) => [
      plan.name,
      ...BILLING_PERIODS.map((period) => formatPlanPrice(plan, period)),
    ]);
    expect(shown).toEqual([
      ['Free', '$0', '$0'],
      ['Basic', '$10', '$99'],
      ['Professional', '$25', '$249'],
      ['Enterprise', '$99', '$999'],
    ]);
  });

  it('shows a yearly price per year, with its monthly equivalent and the saving against 12 monthly payments', () => {
    expect(planPriceUnit('yearly')).toBe('/year');
    expect(planPriceUnit('monthly')).toBe('/month');
    expect(yearlyPriceBreakdown(findPlan('basic'))).toEqual({
      monthlyEquivalent: '$8.25/month',
      savingUsd: 21,
      savingPercent: 18,
    });
    expect(yearlyPriceBreakdown(findPlan('professional'))).toEqual({
      monthlyEquivalent: '$20.75/month',
      savingUsd: 51,
      savingPercent: 17,
    });
    expect(yearlyPriceBreakdown(findPlan('enterprise'))).toEqual({
      monthlyEquivalent: '$83.25/month',
      savingUsd: 189,
      savingPercent: 16,
    });
    expect(yearlyPriceBreakdown(findPlan('free'))).toBeNull();
  });

  it('links every plan to /payment with the plan and the period in the query string', () => {
    expect(paymentLink(findPlan('professional'), 'yearly')).toBe('/payment?plan=professional&period=yearly');
    expect(paymentLink(findPlan('free'), 'monthly')).toBe('/payment?plan=free&period=monthly');
    const query = new URL(paymentLink(findPlan('enterprise'), 'monthly'), 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({ plan: 'enterprise', period: 'monthly' });
  });
});

describe('newsletter email check', () => {
  it('rejects an empty, malformed or too long address with the schema message', () => {
    expect(checkNewsletterEmail('')).toEqual({ ok: false, message: 'Please enter your email address.' });
    expect(checkNewsletterEmail('   ')).toEqual({ ok: false, message: 'Please enter your email address.' });
    expect(checkNewsletterEmail('not-an-email')).toEqual({
      ok: false,
      message: 'Please enter a valid email address.',
    });
    const long = `${'a'.repeat(NEWSLETTER_EMAIL_MAX_LENGTH)}@example.com`;
    expect(checkNewsletterEmail(long)).toEqual({ ok: false, message: 'That email address is too long.' });
  });

  it('accepts a valid address, trimmed and lower-cased as the server stores it', () => {
    expect(checkNewsletterEmail('  Ada@Example.COM ')).toEqual({ ok: true, email: 'ada@example.com' });
  });
});

describe('footer links', () => {
  it('turns labels into in-page anchors; Features points at the feature grid', () => {
    expect(footerLinkHref('Features')).toBe('#features');
    expect(footerLinkHref('Terms & Conditions')).toBe('#terms-conditions');
    expect(footerLinkHref('About Us')).toBe('#about-us');
  });

  it('sends every footer link to a real page or section', () => {
    expect(
      [...FOOTER_COMPANY_LINKS, ...FOOTER_HELP_LINKS].map((label) => [label, footerLinkTarget(label)]),
    ).toEqual([
      ['About Us', '/about#about-us'],
      ['Careers', '/about#careers'],
      ['Features', '#features'],
      ['Testimonial', '/about#testimonial'],
      ['Contact Us', '/about#contact-us'],
      ['Customer Support', '/help#customer-support'],
      ['Delivery Details', '/help#delivery-details'],
      ['Terms & Conditions', '/terms'],
      ['Privacy Policy', '/privacy'],
    ]);
  });
});

describe('footer copyright', () => {
  it('runs from the first year to the current one, so it never shows a past year alone', () => {
    expect(copyrightYears(2025)).toBe('2025');
    expect(copyrightYears(2026)).toBe('2025–2026');
    expect(copyrightYears(2031)).toBe('2025–2031');
  });
});
