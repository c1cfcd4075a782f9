// What other subjects may use of notifications: the user's bell and the admins' alerts.
export {
  alertLargeExpense,
  checkRevenueAnomaly,
  LARGE_EXPENSE_ALERT_CENTS,
  type NewNotification,
  raiseNotification,
} from './admin-alerts.ts'
export { notifyUser } from './notify-user.ts'
