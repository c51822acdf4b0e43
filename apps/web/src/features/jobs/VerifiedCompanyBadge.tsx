/** The posting company's verified domain: a member of the company verified an e-mail address at it. */
export function VerifiedCompanyBadge({ domain }: { domain: string | null | undefined }) {
  if (!domain) return null;
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-sky-50 px-2 py-0.5 text-xs font-semibold text-sky-800"
      title={`A member of this company has verified an e-mail address at ${domain}.`}
      data-testid="verified-company"
    >
      <span aria-hidden="true">✓</span> Verified: {domain}
    </span>
  );
}
