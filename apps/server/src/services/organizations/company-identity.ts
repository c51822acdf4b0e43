/**
 * Company identity. A company states its domain (organisation metadata `{"domain": "northwind.com"}`); it is
 * *verified* when one of its members has a verified e-mail address at that domain. Job postings show the verified
 * domain, and no other company may use a verified company's name — as its own name or as the company of a job.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { member, organization, user, type Database } from '@intervia/db';
import { DomainError } from '../../domain/domain-error';

export const VERIFIED_NAME_TAKEN_MESSAGE =
  'A verified company already uses this name. Please use your own company’s name.';

/** The domain a company states, lower-cased, or null (metadata is free text: anything unreadable is none). */
function statedDomainOf(metadata: string | null): string | null {
  if (!metadata) return null;
  try {
    const parsed: unknown = JSON.parse(metadata);
    const domain = (parsed as { domain?: unknown } | null)?.domain;
    if (typeof domain !== 'string') return null;
    const clean = domain.trim().toLowerCase();
    return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(clean) ? clean : null;
  } catch {
    return null;
  }
}

/** The rule itself: a member's address is verified and at the company's domain (not a subdomain look-alike). */
function addressVerifiesDomain(email: string, emailVerified: boolean, domain: string): boolean {
  return emailVerified && email.trim().toLowerCase().endsWith(`@${domain}`);
}

/** Each given company's verified domain (absent when it has none). */
export async function verifiedDomainsOf(
  db: Database,
  organizationIds: readonly string[],
): Promise<Map<string, string>> {
  const verified = new Map<string, string>();
  if (organizationIds.length === 0) return verified;
  const rows = await db
    .select({
      organizationId: organization.id,
      metadata: organization.metadata,
      email: user.email,
      emailVerified: user.emailVerified,
    })
    .from(organization)
    .innerJoin(member, eq(member.organizationId, organization.id))
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(inArray(organization.id, [...new Set(organizationIds)]), eq(user.emailVerified, true)));
  for (const row of rows) {
    const domain = statedDomainOf(row.metadata);
    if (domain && addressVerifiesDomain(row.email, row.emailVerified, domain)) {
      verified.set(row.organizationId, domain);
    }
  }
  return verified;
}

const sameName = (name: string) => sql`lower(btrim(${organization.name})) = lower(btrim(${name}))`;

/**
 * Refuses `name` when a verified company other than `ownOrganizationId` goes by it (case and surrounding spaces
 * ignored), so nobody can post as a company whose domain has been verified.
 */
export async function refuseVerifiedCompanyName(
  db: Database,
  name: string,
  ownOrganizationId: string | null,
): Promise<void> {
  const others = await db
    .select({ id: organization.id })
    .from(organization)
    .where(ownOrganizationId ? and(sameName(name), ne(organization.id, ownOrganizationId)) : sameName(name));
  if (others.length === 0) return;
  const verified = await verifiedDomainsOf(
    db,
    others.map((row) => row.id),
  );
  if (verified.size > 0) throw new DomainError('conflict', VERIFIED_NAME_TAKEN_MESSAGE);
}
