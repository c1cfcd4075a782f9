import {
  type CommonPasswords,
  type PasswordOwner,
  passwordProblem,
} from '@/domain/passwords/password-policy.ts'
import { AppError } from '@/server/lib/errors.ts'

let loading: Promise<CommonPasswords> | undefined

/**
 * The common passwords of @zxcvbn-ts/language-common (its `passwords-common` list, ~49,000 of the
 * most used passwords, most used first), lower-cased into a Set the first time a password is set:
 * loaded on the server only, never in the web bundle.
 */
export function commonPasswords(): Promise<CommonPasswords> {
  loading ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())),
  )
  return loading
}

/**
 * Refuses a new password the policy does not allow (400, the policy's message, `field` naming the
 * form field it is about), before anything is written.
 */
export async function assertPasswordAllowed(
  password: string,
  owner: PasswordOwner,
  field = 'password',
): Promise<void> {
  const problem = passwordProblem(password, owner, await commonPasswords())
  if (problem) throw new AppError('BAD_REQUEST', problem, { field })
}
