// What other subjects may use of billing: an account's plan, the paywall, the storage quota.
export { type AccountBilling, accountBilling } from './account-billing.ts'
export { assertStorageRoom, PAYWALL_MESSAGE, paywallHook } from './paywall.ts'
