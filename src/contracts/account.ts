import { z } from 'zod'
import { isValidTimeZone } from '@/domain/period.ts'
import { ZEmail, ZNewPassword } from './auth.ts'
import { ZLine, ZRequiredLine } from './common.ts'

/** Messages of the account settings, shared by the server and the screens. */
export const ACCOUNT_MESSAGES = {
  profileSaved: 'Profile saved',
  fullNameRequired: 'Please enter your full name',
  username: 'A username is 3 to 40 letters, digits, dots, dashes or underscores',
  timeZone: 'Unknown time zone',
  emailChangeSent: (email: string) => `We sent a confirmation link to ${email}`,
  emailSame: 'This is already your e-mail address',
  emailChanged: 'Your e-mail address has been changed',
  emailLinkInvalid: 'This confirmation link is invalid or has expired. Please ask for a new one.',
  currentPasswordWrong: 'Your current password is not correct',
  passwordChanged: 'Password changed. Your other sessions have been signed out.',
  sessionNotFound: 'Session not found',
  sessionRevoked: 'Session signed out',
  notificationsSaved: 'Notification settings saved',
  ownerOnly: 'Only the account holder can change this, signed in to their own account',
} as const

/** What the account's e-mails may be about; each can be turned off. */
export const NOTIFICATION_KINDS = [
  'settlement_processed',
  'settlement_needs_review',
  'report_ready',
  'weekly_summary',
  'tax_deadlines',
  'comments',
  'support_replies',
] as const
/** What else the bell tells (never e-mailed through these settings). */
export type InAppKind = 'fleet' | 'access'
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

export const NOTIFICATION_LABELS: Record<NotificationKind, { label: string; description: string }> = {
  settlement_processed: {
    label: 'Settlement processed',
    description: 'An uploaded settlement was read and posted to your books.',
  },
  settlement_needs_review: {
    label: 'Settlement needs review',
    description: 'An upload could not be read with confidence and waits for you.',
  },
  report_ready: { label: 'Report ready', description: 'A report you asked for is ready to download.' },
  weekly_summary: {
    label: 'Weekly summary',
    description: 'Each Monday: last week’s revenue, expenses, net and miles.',
  },
  tax_deadlines: {
    label: 'Tax deadlines',
    description: 'A week before each quarterly estimated tax payment is due.',
  },
  comments: { label: 'Comments', description: 'Your fleet manager or driver commented on a record.' },
  support_replies: {
    label: 'Support replies',
    description: 'The RigLedger team answered your ticket (chat answers appear in the chat and the bell).',
  },
}

export const ZNotificationPrefs = z
  .object(
    Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, z.boolean()])) as Record<
      NotificationKind,
      z.ZodBoolean
    >,
  )
  .meta({
    examples: [
      Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, k !== 'weekly_summary'])) as Record<
        NotificationKind,
        boolean
      >,
    ],
  })
export type NotificationPrefs = z.infer<typeof ZNotificationPrefs>

/** Everything on unless turned off. */
export const DEFAULT_NOTIFICATION_PREFS = Object.fromEntries(
  NOTIFICATION_KINDS.map((k) => [k, true]),
) as NotificationPrefs

export const ZProfile = z.object({
  email: z.string(),
  fullName: z.string(),
  companyName: z.string().nullable(),
  username: z.string(),
  timeZone: z.string(),
  /** A new address waiting for its confirmation link, if one was asked for. */
  pendingEmail: z.string().nullable(),
})
export type Profile = z.infer<typeof ZProfile>

export const ZProfileInput = z
  .object({
    fullName: ZRequiredLine(120, ACCOUNT_MESSAGES.fullNameRequired),
    companyName: ZLine(120).nullish(),
    username: z
      .string({ error: ACCOUNT_MESSAGES.username })
      .trim()
      .regex(/^[A-Za-z0-9._-]{3,40}$/, { error: ACCOUNT_MESSAGES.username }),
    timeZone: z.string().max(64).refine(isValidTimeZone, { error: ACCOUNT_MESSAGES.timeZone }),
  })
  .meta({
    examples: [
      {
        fullName: 'Casey Trucker',
        companyName: 'Casey Freight LLC',
        username: 'casey',
        timeZone: 'America/Chicago',
      },
    ],
  })
export type ProfileInput = z.input<typeof ZProfileInput>

export const TWO_FACTOR_MESSAGES = {
  codeInvalid: 'That code is not right. Enter the 6-digit code your authenticator app shows now.',
  setupFirst: 'Start the set-up again: scan the new QR code first',
  enabled: 'Two-factor sign-in is on',
  disabled: 'Two-factor sign-in is off',
  alreadyOn: 'Two-factor sign-in is already on',
  notOn: 'Two-factor sign-in is not on',
  challengeInvalid: 'This sign-in has expired. Please sign in again.',
  codesRenewed: 'New recovery codes made: the old ones no longer work',
} as const

/** What refuses a sensitive change that came without proof that the account holder is asking. */
export const IDENTITY_MESSAGES = {
  passwordRequired: 'Please enter your current password',
  passwordWrong: ACCOUNT_MESSAGES.currentPasswordWrong,
  codeRequired: 'Enter the 6-digit code your authenticator app shows now (or a recovery code)',
  tooManyTries: (minutes: number) =>
    `Too many wrong passwords or codes. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const

const ZCode = z
  .string({ error: TWO_FACTOR_MESSAGES.codeInvalid })
  .trim()
  .min(6, { error: TWO_FACTOR_MESSAGES.codeInvalid })
  .max(20, { error: TWO_FACTOR_MESSAGES.codeInvalid })

/**
 * Proof that the account holder is asking, sent with every sensitive change (the sign-in e-mail, a
 * new API key, two-factor sign-in off, new recovery codes): the current password and, where
 * two-factor sign-in is on, a code from the authenticator app or a recovery code.
 */
export const ZIdentityProof = z.object({
  password: z
    .string({ error: IDENTITY_MESSAGES.passwordRequired })
    .min(1, { error: IDENTITY_MESSAGES.passwordRequired })
    .max(256),
  code: ZCode.optional(),
})
export type IdentityProof = z.infer<typeof ZIdentityProof>

export const ZEmailChangeInput = z
  .object({ email: ZEmail, ...ZIdentityProof.shape })
  .meta({ examples: [{ email: 'new@example.com', password: 'road-ready-pass-1' }] })
export const ZEmailConfirmInput = z
  .object({ token: z.string().min(10).max(100) })
  .meta({ examples: [{ token: 'the-last-part-of-the-link' }] })

export const ZPasswordChange = z
  .object({
    currentPassword: z.string().min(1, { error: ACCOUNT_MESSAGES.currentPasswordWrong }).max(256),
    newPassword: ZNewPassword,
    confirmPassword: z.string().max(256),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: 'Passwords do not match',
    path: ['confirmPassword'],
  })
  .meta({
    examples: [
      {
        currentPassword: 'road-ready-pass-1',
        newPassword: 'new-road-pass-2',
        confirmPassword: 'new-road-pass-2',
      },
    ],
  })

export const ZSessionList = z.object({
  items: z.array(
    z.object({
      id: z.uuid(),
      /** The browser and system, from the user agent it signed in with. */
      device: z.string(),
      ip: z.string().nullable(),
      createdAt: z.string(),
      lastSeenAt: z.string(),
      current: z.boolean(),
    }),
  ),
})

export const API_KEY_MESSAGES = {
  nameRequired: 'Please name the key',
  notFound: 'API key not found',
  created: 'API key created. Copy it now: it is not shown again.',
  revoked: 'API key revoked',
  invalid: 'This API key is not valid',
  readOnly: 'This API key is read-only',
  notHere: 'API keys do not work here: sign in to the app',
} as const

export const ZApiKeyInput = z
  .object({
    name: ZRequiredLine(80, API_KEY_MESSAGES.nameRequired),
    scope: z.enum(['read', 'write']).default('read'),
    ...ZIdentityProof.shape,
  })
  .meta({ examples: [{ name: 'Spreadsheet sync', scope: 'read', password: 'road-ready-pass-1' }] })

export const ZApiKey = z.object({
  id: z.uuid(),
  name: z.string(),
  scope: z.enum(['read', 'write']),
  /** The key's first characters, to tell keys apart. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
})
export type ApiKey = z.infer<typeof ZApiKey>
export const ZApiKeyList = z.object({ items: z.array(ZApiKey) })
/** The new key, in full only in this answer. */
export const ZApiKeyCreated = ZApiKey.extend({ key: z.string() })

/** How many recovery codes an account gets, each working once. */
export const RECOVERY_CODE_COUNT = 10

export const ZTwoFactorStatus = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  /** An admin is asked to turn it on (until they do); `required`: the back office waits for it. */
  admin: z.object({ required: z.boolean() }).nullable(),
})
export const ZTwoFactorSetup = z.object({
  /** The secret in base32, for apps that cannot scan. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as an SVG QR code. */
  qrSvg: z.string(),
})
export const ZTwoFactorCode = z.object({ code: ZCode }).meta({ examples: [{ code: '123456' }] })
export const ZTwoFactorPassword = ZIdentityProof.meta({
  examples: [{ password: 'road-ready-pass-1', code: '123456' }],
})
export const ZRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) })
export const ZTwoFactorSignIn = z
  .object({
    challenge: z.string().min(10).max(100),
    /** The authenticator's 6 digits, or one of the recovery codes. */
    code: ZCode,
    /** Asked for after repeated wrong codes (the answer says `captchaRequired`): GET /api/auth/captcha, solved. */
    captcha: z.string().max(10_000).optional(),
  })
  .meta({ examples: [{ challenge: 'the-challenge-from-login', code: '123456' }] })
