/** Footer: Company and Help links, the newsletter form and the copyright line. */
import { Link } from 'react-router';
import { COPYRIGHT_FIRST_YEAR, PRODUCT_NAME } from '@intervia/shared';
import { FOOTER_COMPANY_LINKS, FOOTER_HELP_LINKS } from './landing-content';
import { NewsletterForm } from './NewsletterForm';

/** In-page anchor for a footer label: 'Terms & Conditions' → '#terms-conditions'; 'Features' → the feature grid. */
export function footerLinkHref(label: string): string {
  return `#${label
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-|-$/g, '')}`;
}

/**
 * Where a footer link leads: the feature grid on this page, or a section of an information page (/about, /help)
 * or a whole one (/terms, /privacy). Section ids are the labels' anchors.
 */
export function footerLinkTarget(label: string): string {
  if (label === 'Features') return footerLinkHref(label);
  if (label === 'Terms & Conditions') return '/terms';
  if (label === 'Privacy Policy') return '/privacy';
  const page = ['Customer Support', 'Delivery Details'].includes(label) ? '/help' : '/about';
  return `${page}${footerLinkHref(label)}`;
}

/** The copyright's years: "2025" in the first year, "2025–2026" after it. */
export function copyrightYears(currentYear: number): string {
  return currentYear > COPYRIGHT_FIRST_YEAR
    ? `${COPYRIGHT_FIRST_YEAR}–${currentYear}`
    : `${COPYRIGHT_FIRST_YEAR}`;
}

function FooterLinks({ title, labels }: { title: string; labels: readonly string[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2 text-sm">
        {labels.map((label) => (
          <li key={label}>
            {footerLinkTarget(label).startsWith('#') ? (
              <a href={footerLinkTarget(label)} className="hover:text-white focus-visible:text-white">
                {label}
              </a>
            ) : (
              <Link to={footerLinkTarget(label)} className="hover:text-white focus-visible:text-white">
                {label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-10 px-6 py-16 md:grid-cols-4">
        <div className="col-span-2 md:col-span-1">
          <p className="text-lg font-bold text-white">{PRODUCT_NAME}</p>
          <p className="mt-2 text-sm text-slate-400">
            AI mock interviews and first-round screening, self-hosted.
          </p>
        </div>
        <FooterLinks title="Company" labels={FOOTER_COMPANY_LINKS} />
        <FooterLinks title="Help" labels={FOOTER_HELP_LINKS} />
        <div className="col-span-2 md:col-span-1">
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">Newsletter</h2>
          <NewsletterForm />
        </div>
      </div>
      <p className="border-t border-slate-800 py-6 text-center text-xs text-slate-400">
        © {copyrightYears(new Date().getFullYear())} {PRODUCT_NAME}. All rights reserved.
      </p>
    </footer>
  );
}
