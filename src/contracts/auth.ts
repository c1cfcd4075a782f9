import { z } from 'zod'
import { groupDigits } from '@/domain/decimal.ts'
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_POLICY_MESSAGES,
  personalPartProblem,
} from '@/domain/passwords/password-policy.ts'
import { isValidTimeZone } from '@/domain/period.ts'
import { hasOnlyAllowedCharacters, ZRequiredLine } from './common.ts'
import { ROLES, SELF_REGISTER_ROLES } from './roles.ts'

/** Messages of spec sections 5 and 8, shared by the server and the screens. */
export const AUTH_MESSAGES = {
  fullNameRequired: 'Please enter your full name',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  passwordTooShort: PASSWORD_POLICY_MESSAGES.tooShort,
  passwordCommon: PASSWORD_POLICY_MESSAGES.common,
  passwordContainsEmail: PASSWORD_POLICY_MESSAGES.containsEmail,
  passwordContainsName: PASSWORD_POLICY_MESSAGES.containsName,
  passwordHint: PASSWORD_POLICY_MESSAGES.hint,
  passwordsDoNotMatch: 'Passwords do not match',
  emailTaken: 'A user with this email already exists',
  roleInvalid: 'Please choose an account type',
  loginBlank: 'Please enter both email and password',
  loginInvalid: 'Invalid email or password',
  loginInvalidDemo:
    'Invalid email or password. Please use the demo credentials provided on the landing page.',
  deactivated: 'This account has been deactivated. Please contact an administrator.',
  suspended: 'This account has been suspended. Please contact an administrator.',
  tooManyAttempts: (seconds: number) =>
    `Too many failed sign-in attempts. Please wait ${seconds === 1 ? 'a second' : `${seconds} seconds`} and try again.`,
  tooManySignUps: 'Too many sign-ups from your network. Please try again in an hour.',
  captchaRequired: 'Please complete the CAPTCHA verification',
  captchaInvalid: 'The CAPTCHA verification failed. Please try again.',
  tooManyResets: 'Too many reset requests. Please wait an hour and try again.',
  resetSent: 'Password reset instructions sent to your email',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  passwordChanged: 'Your password has been changed. Please sign in.',
  setupLinkInvalid: 'This setup link is invalid or has already been used.',
  adminTwoFactorRequired:
    'Two-factor sign-in is required for administrators. Turn it on in Settings › Security to use the back office.',
  adminTwoFactorFirst:
    'Turn on two-factor sign-in for your own account first, so requiring it does not lock you out.',
  adminTwoFactorCannotTurnOff:
    'Two-factor sign-in is required for administrators, so it cannot be turned off. An admin can change that in Settings › Security.',
} as const

export { PASSWORD_MIN_LENGTH }

/** Text, @, text, dot, text (spec 5). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The longest e-mail address there is (RFC 5321). */
const EMAIL_MAX = 254
/** Longer passwords are refused before hashing, so a huge one cannot tie up the server. */
const PASSWORD_MAX = PASSWORD_MAX_LENGTH

/** A required text field whose blank and missing cases share one message. */
const required = (message: string, max = 500) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: message })

/** An e-mail address as a form takes it (spec 5). */
export const ZEmail = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, { error: AUTH_MESSAGES.emailRequired })
  .max(EMAIL_MAX, { error: AUTH_MESSAGES.emailInvalid })
  .regex(EMAIL_PATTERN, { error: AUTH_MESSAGES.emailInvalid })
  .refine(hasOnlyAllowedCharacters, { error: AUTH_MESSAGES.emailInvalid })
  .meta({ format: 'email', examples: ['casey@example.com'] })

/**
 * A new password: at least 8 characters (spec 9). The rest of the policy (not a common password,
 * not the e-mail or name) is the server's (domain/passwords/password-policy.ts); where the e-mail
 * and name come in the same body, `refusePersonalParts` checks them here too.
 */
export const ZNewPassword = z
  .string({ error: AUTH_MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, { error: AUTH_MESSAGES.passwordTooShort })
  .max(PASSWORD_MAX, { error: PASSWORD_POLICY_MESSAGES.tooLong })

/** A body's password must not contain its own e-mail (before the @) or full name (the policy's check). */
export function refusePersonalParts(
  v: { password: string; email: string; fullName?: string; name?: string },
  ctx: z.RefinementCtx,
) {
  const problem = personalPartProblem(v.password, { email: v.email, fullName: v.fullName ?? v.name })
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['password'] })
}

/** Registration, checked in the spec's order: name, email, password, confirmation. */
export const ZRegister = z
  .object({
    fullName: ZRequiredLine(120, AUTH_MESSAGES.fullNameRequired),
    email: ZEmail,
    password: ZNewPassword,
    confirmPassword: z.string({ error: AUTH_MESSAGES.passwordsDoNotMatch }).max(PASSWORD_MAX),
    role: z.enum(SELF_REGISTER_ROLES, { error: AUTH_MESSAGES.roleInvalid }).default('company_driver'),
    /** The browser's IANA time zone; decides what "today" and "this month" mean. */
    timeZone: z.string().max(64).refine(isValidTimeZone, { error: 'Unknown time zone' }).optional(),
    /** A client's invitation (the last part of its link): the account is made as their accountant. */
    inviteToken: z.string().max(100).optional(),
  })
  .superRefine(refusePersonalParts)
  .refine((v) => v.password === v.confirmPassword, {
    error: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  })
  .meta({
    examples: [
      {
        fullName: 'Casey Trucker',
        email: 'casey@example.com',
        password: 'road-ready-pass-1',
        confirmPassword: 'road-ready-pass-1',
        role: 'owner_operator',
        timeZone: 'America/Chicago',
      },
    ],
  })
export type RegisterInput = z.input<typeof ZRegister>

export const ZLogin = z
  .object({
    // Too long to be anyone's is answered like any wrong e-mail or password.
    email: required(AUTH_MESSAGES.loginBlank).pipe(
      z.string().max(EMAIL_MAX, { error: AUTH_MESSAGES.loginInvalid }),
    ),
    password: z
      .string({ error: AUTH_MESSAGES.loginBlank })
      .min(1, { error: AUTH_MESSAGES.loginBlank })
      .max(PASSWORD_MAX, { error: AUTH_MESSAGES.loginInvalid }),
    rememberMe: z.boolean().default(false),
    /** Asked for after repeated failures (the answer says `captchaRequired`): GET /api/auth/captcha, solved. */
    captcha: z.string().max(10_000).optional(),
  })
  .meta({ examples: [{ email: 'casey@example.com', password: 'road-ready-pass-1', rememberMe: true }] })
export type LoginInput = z.input<typeof ZLogin>

export const ZForgotPassword = z
  .object({
    email: ZEmail,
    /** The solved challenge of GET /api/auth/captcha (the ALTCHA widget's payload). */
    captcha: required(AUTH_MESSAGES.captchaRequired, 10_000),
  })
  .meta({ examples: [{ email: 'casey@example.com', captcha: '<base64 ALTCHA payload>' }] })

export const ZResetPassword = z
  .object({
    token: required(AUTH_MESSAGES.resetLinkInvalid, 200),
    password: ZNewPassword,
    confirmPassword: z.string({ error: AUTH_MESSAGES.passwordsDoNotMatch }).max(PASSWORD_MAX),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  })
  .meta({
    examples: [
      {
        token: '<token from the e-mailed link>',
        password: 'new-pass-2026',
        confirmPassword: 'new-pass-2026',
      },
    ],
  })

export const ZAdminSetup = z
  .object({
    token: required(AUTH_MESSAGES.setupLinkInvalid, 200),
    fullName: ZRequiredLine(120, AUTH_MESSAGES.fullNameRequired),
    email: ZEmail,
    password: ZNewPassword,
    confirmPassword: z.string({ error: AUTH_MESSAGES.passwordsDoNotMatch }).max(PASSWORD_MAX),
  })
  .superRefine(refusePersonalParts)
  .refine((v) => v.password === v.confirmPassword, {
    error: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  })
  .meta({
    examples: [
      {
        token: '<token from the printed setup link>',
        fullName: 'Erin Admin',
        email: 'erin@example.com',
        password: 'admin-pass-2026',
        confirmPassword: 'admin-pass-2026',
      },
    ],
  })

export const ZUser = z.object({
  id: z.uuid(),
  email: z.string(),
  fullName: z.string(),
  username: z.string(),
  role: z.enum(ROLES),
  timeZone: z.string(),
})
export type User = z.infer<typeof ZUser>

export const ZUserResponse = z.object({
  user: ZUser,
  /**
   * The admin viewing this account, or the accountant or fleet manager working in it (with their
   * access); absent otherwise.
   */
  impersonatedBy: z
    .object({
      id: z.uuid(),
      fullName: z.string(),
      email: z.string(),
      kind: z.enum(['admin', 'accountant', 'fleet_manager']),
      access: z.enum(['read', 'write']).nullable(),
    })
    .optional(),
})

/** Public configuration the screens need before anyone signs in. */
export const ZPublicConfig = z.object({
  productName: z.string(),
  demo: z.boolean(),
  demoAccounts: z.array(
    z.object({ role: z.enum(ROLES), label: z.string(), email: z.string(), password: z.string() }),
  ),
  /** The support mailbox and phone an admin saved (Settings › System); null where not set, and hidden. */
  supportEmail: z.string().nullable(),
  supportPhone: z.string().nullable(),
})
export type PublicConfig = z.infer<typeof ZPublicConfig>

/** The /admin sign-in form: the username is the admin's e-mail. */
export const ZAdminLogin = z
  .object({
    username: required('Please enter both username and password', EMAIL_MAX),
    password: z
      .string()
      .min(1, { error: 'Please enter both username and password' })
      .max(PASSWORD_MAX, { error: 'Invalid username or password' }),
    captcha: z.string().max(10_000).optional(),
  })
  .meta({ examples: [{ username: 'erin@example.com', password: 'admin-pass-2026' }] })

// ---- The admins' security settings: sessions and sign-in limits ----

/** How long a "Remember me" sign-in lasts without use, in days, and the sign-in throttle's limits. */
export const SECURITY_BOUNDS = {
  sessionLifetimeDays: { min: 1, max: 90 },
  /** As high as the browser tests set the per-address limits, which effectively switches them off. */
  limit: { min: 1, max: 1_000_000 },
} as const

export const SECURITY_LABELS = {
  sessionLifetimeDays: 'Session lifetime (days)',
  loginCaptchaAfter: 'Failed sign-ins on one account before a captcha',
  loginAddressCaptchaAfter: 'Failed sign-ins from one address before a captcha',
  loginDelayAfter: 'Failed sign-ins on one account from one address before waits',
  requireAdminTwoFactor: 'Require two-factor for admins',
} as const

function boundedCount(label: string, bounds: { min: number; max: number }) {
  const error = `${label} must be a whole number from ${bounds.min} to ${groupDigits(bounds.max)}`
  return z.number({ error }).int({ error }).min(bounds.min, { error }).max(bounds.max, { error })
}

export const ZSecuritySettings = z
  .object({
    sessionLifetimeDays: boundedCount(
      SECURITY_LABELS.sessionLifetimeDays,
      SECURITY_BOUNDS.sessionLifetimeDays,
    ),
    loginCaptchaAfter: boundedCount(SECURITY_LABELS.loginCaptchaAfter, SECURITY_BOUNDS.limit),
    loginAddressCaptchaAfter: boundedCount(SECURITY_LABELS.loginAddressCaptchaAfter, SECURITY_BOUNDS.limit),
    loginDelayAfter: boundedCount(SECURITY_LABELS.loginDelayAfter, SECURITY_BOUNDS.limit),
    /**
     * An admin without two-factor sign-in is sent to set it up before using the back office (the
     * admin routes answer 403 until it is on); off, they are only asked at each sign-in. Left out of
     * a save, it stays as it was.
     */
    requireAdminTwoFactor: z.boolean({ error: 'Require two-factor for admins must be on or off' }).optional(),
  })
  .meta({
    examples: [
      {
        sessionLifetimeDays: 30,
        loginCaptchaAfter: 5,
        loginAddressCaptchaAfter: 20,
        loginDelayAfter: 5,
        requireAdminTwoFactor: true,
      },
    ],
  })
export type SecuritySettings = z.infer<typeof ZSecuritySettings>

/** The settings in force and the server configuration's values (what a value not saved follows). */
export const ZSecuritySettingsView = ZSecuritySettings.extend({ defaults: ZSecuritySettings })
export type SecuritySettingsView = z.infer<typeof ZSecuritySettingsView>
