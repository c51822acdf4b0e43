import { z } from 'zod';
import { USER_ROLES } from '../constants/roles';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`)
  // A letter of any script (пароль, contraseña, 密码) and a digit of any script.
  .refine((value) => /\p{L}/u.test(value) && /\p{N}/u.test(value), 'Use at least one letter and one number.');

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'Please enter your email address.')
  .pipe(z.email('Please enter a valid email address.'));

export const signUpRequestSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name.').max(NAME_MAX_LENGTH, 'That name is too long.'),
  email: emailSchema,
  password: passwordSchema,
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

export const signInRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Please enter your password.'),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** POST /api/getuser_role — the spec's contract: `{user:{id}, role}` → `{role}`. */
export const setUserRoleRequestSchema = z.object({
  user: z.object({ id: z.string().min(1, 'user.id is required.') }),
  role: z.enum(USER_ROLES, 'Role must be candidate or recruiter.'),
});
export type SetUserRoleRequest = z.infer<typeof setUserRoleRequestSchema>;
export const setUserRoleResponseSchema = z.object({ role: z.enum(USER_ROLES) });

export const OAUTH_PROVIDER_IDS = ['github', 'google', 'oidc'] as const;
export type OAuthProviderId = (typeof OAUTH_PROVIDER_IDS)[number];

/** GET /api/auth-config — which sign-in methods this server offers. */
export const authConfigResponseSchema = z.object({
  emailPassword: z.literal(true),
  oauthProviders: z.array(z.object({ id: z.enum(OAUTH_PROVIDER_IDS), label: z.string() })),
});
export type AuthConfigResponse = z.infer<typeof authConfigResponseSchema>;

export const ORGANIZATION_ROLES = ['owner', 'admin', 'member'] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];

export const createOrganizationRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'Company name needs at least 2 characters.')
    .max(100, 'Company name is too long.'),
  /** The company's e-mail domain; shown as verified once a member verifies an address there. */
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^([a-z0-9-]+(\.[a-z0-9-]+)+)?$/, 'Enter a domain like northwind.com, or leave it empty.')
    .optional(),
});

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password.',
  reverificationRequired: 'For your security, please confirm your password to continue.',
  roleAlreadyChosen: 'Your role has already been chosen and cannot be changed.',
  poorResponse: 'Poor response from backend',
} as const;
