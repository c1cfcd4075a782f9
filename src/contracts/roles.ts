export const ROLES = ['company_driver', 'owner_operator', 'fleet_manager', 'accountant', 'admin'] as const
export type Role = (typeof ROLES)[number]

/** Roles a person may choose when signing up (spec 6). */
export const SELF_REGISTER_ROLES = ['company_driver', 'owner_operator', 'fleet_manager'] as const
export type CustomerRole = (typeof SELF_REGISTER_ROLES)[number]

export const ROLE_LABELS: Record<Role, string> = {
  company_driver: 'Company Driver',
  owner_operator: 'Owner Operator',
  fleet_manager: 'Fleet Manager',
  accountant: 'Accountant',
  admin: 'Administrator',
}

/** The label under the customer sidebar (spec 2.2). */
export function sidebarRoleLabel(role: Role): string {
  switch (role) {
    case 'company_driver':
      return 'Driver Account'
    case 'owner_operator':
      return 'Owner Operator'
    case 'fleet_manager':
      return 'Fleet Manager'
    default:
      return 'User Account'
  }
}

export const ROLE_COLORS: Record<Role, string> = {
  fleet_manager: 'grape',
  owner_operator: 'blue',
  company_driver: 'green',
  admin: 'red',
  accountant: 'gray',
}

export const USER_STATUSES = ['active', 'suspended', 'deactivated', 'pending'] as const
export type UserStatus = (typeof USER_STATUSES)[number]
