import type { Role } from '@/contracts/roles.ts'

/** The demo accounts; they exist, and are shown, only in demo mode (`npm run demo`). */
export const demoAccounts: {
  role: Role
  label: string
  email: string
  password: string
  fullName: string
}[] = [
  {
    role: 'admin',
    label: 'Administrator',
    email: 'admin@demo.rigledger.com',
    password: 'DemoAdmin#2025',
    fullName: 'Dana Whitfield',
  },
  {
    role: 'company_driver',
    label: 'Company Driver',
    email: 'driver@demo.rigledger.com',
    password: 'DemoDriver#2025',
    fullName: 'Marcus Reyes',
  },
  {
    role: 'owner_operator',
    label: 'Owner Operator',
    email: 'owner@demo.rigledger.com',
    password: 'DemoOwner#2025',
    fullName: 'Linda Kowalski',
  },
  {
    role: 'fleet_manager',
    label: 'Fleet Manager',
    email: 'fleet@demo.rigledger.com',
    password: 'DemoFleet#2025',
    fullName: 'Terrence Banks',
  },
  {
    role: 'accountant',
    label: 'Accountant',
    email: 'cpa@demo.rigledger.com',
    password: 'DemoAccountant#2025',
    fullName: 'Priya Natarajan',
  },
]
