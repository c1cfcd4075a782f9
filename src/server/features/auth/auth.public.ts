// What other subjects may use of auth: making an account, and mailing a password reset link.
export { createAccount, isUniqueViolation } from './create-account.ts'
export { sendPasswordResetLink } from './password-reset-link.ts'
