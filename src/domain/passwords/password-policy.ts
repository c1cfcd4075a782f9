/**
 * The password policy (docs/decisions/0XX-password-policy.md): at least 8 characters (spec 9, its
 * message unchanged), not one of the common passwords of the list the server ships (compared
 * ignoring case), and not containing the part of the e-mail address before the @ or the full name
 * when either is 4 characters or more. Pure: the list is handed in by the server.
 */

export const PASSWORD_MIN_LENGTH = 8
/** Longer passwords are refused before hashing, so a huge one cannot tie up the server. */
export const PASSWORD_MAX_LENGTH = 256
/** An e-mail's local part or a full name shorter than this is not looked for in the password. */
export const PERSONAL_PART_MIN_LENGTH = 4

export const PASSWORD_POLICY_MESSAGES = {
  tooShort: 'Password must be at least 8 characters long',
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  common:
    'This password is one of the most common passwords, which are guessed first. Please choose a less common one.',
  containsEmail: 'Password must not contain the part of the email address before the @',
  containsName: 'Password must not contain the full name',
  /** The hint under the password fields. */
  hint: 'At least 8 characters; not a common password, nor the name or email address',
} as const

/** Whose password it is: what it must not contain. */
export interface PasswordOwner {
  email?: string | null
  fullName?: string | null
}

/** The list of common passwords, lower-case (the server loads it once). */
export interface CommonPasswords {
  has(lowerCasePassword: string): boolean
}

/** What people put between the words of a name in a password ("casey-trucker", "casey_trucker"). */
const SEPARATORS = /[\s._-]+/g

function collapse(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase()
}

/**
 * Why the password contains its owner's e-mail (before the @) or full name, or null. A part of
 * fewer than 4 characters is not looked for; a full name is also found written without its spaces
 * or with separators ("Casey Trucker" in "caseytrucker-99" or "casey-trucker-99").
 */
export function personalPartProblem(password: string, owner: PasswordOwner): string | null {
  const lower = password.toLowerCase()
  const email = owner.email?.trim() ?? ''
  const at = email.lastIndexOf('@')
  const local = (at > 0 ? email.slice(0, at) : '').toLowerCase()
  if (local.length >= PERSONAL_PART_MIN_LENGTH && lower.includes(local)) {
    return PASSWORD_POLICY_MESSAGES.containsEmail
  }
  const name = collapse(owner.fullName ?? '')
  if (name.length >= PERSONAL_PART_MIN_LENGTH) {
    const joined = name.replace(/ /g, '')
    const compact = lower.replace(SEPARATORS, '')
    if (lower.includes(name) || (joined.length >= PERSONAL_PART_MIN_LENGTH && compact.includes(joined))) {
      return PASSWORD_POLICY_MESSAGES.containsName
    }
  }
  return null
}

/**
 * The one check of a new password, wherever one is set (sign-up, reset, change, an admin's new
 * account, the first admin): the reason it is refused, in the order a person fixes them, or null.
 */
export function passwordProblem(
  password: string,
  owner: PasswordOwner,
  common: CommonPasswords,
): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_POLICY_MESSAGES.tooShort
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_POLICY_MESSAGES.tooLong
  if (common.has(password.toLowerCase())) return PASSWORD_POLICY_MESSAGES.common
  return personalPartProblem(password, owner)
}
