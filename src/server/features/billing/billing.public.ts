// What other subjects may use of billing: an account's plan, the paywall, the storage quota, the
// platform's revenue, and canceling a deleted account's subscriptions.
export { type AccountBilling, accountBilling } from './account-billing.ts'
export { cancelSubscriptionsOf } from './cancel-subscriptions.ts'
export { assertStorageRoom, PAYWALL_MESSAGE, paywallHook } from './paywall.ts'
export {
  type RecurringRevenue,
  type RevenueOfSpan,
  type RevenueRow,
  recurringRevenue,
  revenueByMonth,
  revenueOfSpan,
} from './revenue.ts'
