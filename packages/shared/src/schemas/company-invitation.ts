/** A colleague's invitation to a recruiter's company, as the invitation link shows it before and after sign-up. */
import { z } from 'zod';

export const COMPANY_INVITATION_STATES = ['pending', 'accepted', 'declined', 'expired'] as const;
export type CompanyInvitationState = (typeof COMPANY_INVITATION_STATES)[number];

export const companyInvitationSchema = z.object({
  id: z.string(),
  organizationName: z.string(),
  inviterName: z.string(),
  email: z.string(),
  role: z.enum(['admin', 'member']),
  state: z.enum(COMPANY_INVITATION_STATES),
});
export type CompanyInvitation = z.infer<typeof companyInvitationSchema>;

export const acceptCompanyInvitationResponseSchema = z.object({
  organizationId: z.string(),
  role: z.literal('recruiter'),
});

export const COMPANY_INVITATION_MESSAGES = {
  notFound: 'This invitation link is not valid. Ask your colleague for a new one.',
  expired: 'This invitation has expired. Ask your colleague to invite you again.',
  accepted: 'This invitation has already been accepted.',
  declined: 'This invitation was declined. Ask your colleague to invite you again.',
  otherEmail: 'This invitation was sent to another address. Sign in with the invited address to accept it.',
  candidateAccount:
    'This account is a candidate account, and companies are for recruiters. Sign in with a recruiter account, or create one with the invited address.',
} as const;
