// What other subjects may use of the account: a closed account opening again at sign-in.
export { CLOSE_MESSAGES, reopenAtSignIn } from './close-account.ts'
