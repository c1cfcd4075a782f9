/**
 * The audit log's action codes in words, for the back office's Audit Log and its CSV. A code not
 * listed (a new one) shows as itself; a write an admin made while viewing a client's account
 * (`client.<method> <route>`) reads as what it did and where.
 */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  'auth.sign_in': 'Signed in',
  'user.create': 'Created a user',
  'user.update': 'Changed a user',
  'user.delete': 'Deleted a user',
  'user.password_reset_sent': 'Sent a password reset',
  'user.impersonate': 'Opened a client’s account',
  'user.impersonate.end': 'Returned to the admin',
  'test_client.create': 'Created a test client',
  'test_client.update': 'Changed a test client',
  'test_client.generate': 'Generated test data',
  'system.retry_failed_jobs': 'Retried failed jobs',
  'settings.support_contact': 'Changed the support contact',
  'settings.security': 'Changed security settings',
  'settings.notifications': 'Changed notification settings',
  'settings.email_test': 'Sent a test e-mail',
  'settings.email': 'Changed e-mail settings',
  'reports.year_end_export': 'Exported a year-end package',
  'admin.year_end_export': 'Exported a client’s year-end package',
  'admin_report.export': 'Exported an admin report',
  'admin.payment_gateway': 'Changed the payment gateway',
  'admin.create_products': 'Created the billing products',
  'notification.read_all': 'Marked all notifications read',
  'ifta.rates': 'Changed IFTA rates',
  'ifta.audit_pack_export': 'Exported an IFTA audit pack',
  'fleet.invite': 'Invited a driver to a fleet',
  'fleet.join': 'Joined a fleet',
  'fleet.leave': 'Left a fleet',
  'fleet.remove_driver': 'Removed a driver from a fleet',
  'fleet.switch': 'Opened a driver’s books',
  'fleet.switch_back': 'Returned from a driver’s books',
  'accountant.switch': 'Opened a client’s books (accountant)',
  'accountant.switch_back': 'Returned from a client’s books (accountant)',
  'category.update': 'Changed a category',
  'access.grant': 'Gave access to the books',
  'access.revoke': 'Took back access to the books',
  'account.profile': 'Changed the profile',
  'account.password_changed': 'Changed the password',
  'account.email_change_requested': 'Asked to change the e-mail',
  'account.email_changed': 'Changed the e-mail',
  'account.two_factor_on': 'Turned two-factor on',
  'account.two_factor_off': 'Turned two-factor off',
  'account.recovery_codes': 'Made new recovery codes',
  'account.session_revoked': 'Signed out a session',
  'account.notifications': 'Changed notification choices',
  'account.api_key_created': 'Created an API key',
  'account.api_key_revoked': 'Revoked an API key',
}

const CLIENT_WRITE = /^client\.(post|put|patch|delete) (.+)$/
const CLIENT_VERBS: Record<string, string> = {
  post: 'Added',
  put: 'Saved',
  patch: 'Changed',
  delete: 'Deleted',
}

/** An action code in words. */
export function auditActionLabel(action: string): string {
  const known = AUDIT_ACTION_LABELS[action]
  if (known) return known
  const client = CLIENT_WRITE.exec(action)
  if (client) return `${CLIENT_VERBS[client[1]!]} in a client’s account: ${client[2]}`
  return action
}
