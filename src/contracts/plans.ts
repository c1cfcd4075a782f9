import type { CustomerRole } from './roles.ts'

export interface Plan {
  role: CustomerRole
  name: string
  priceCents: number
  description: string
  features: string[]
}

/** The three plans of spec section 1, one per self-service account type. */
export const PLANS: Plan[] = [
  {
    role: 'company_driver',
    name: 'Driver',
    priceCents: 4999,
    description: 'For company drivers who want their pay and expenses in order.',
    features: [
      'Document uploads and storage',
      'Expense tracking',
      'Basic analytics',
      'Tax document organization',
      'Mobile-friendly access from your phone',
    ],
  },
  {
    role: 'owner_operator',
    name: 'Owner Operator',
    priceCents: 9999,
    description: 'For owner-operators running their own truck as a business.',
    features: [
      'Everything in Driver',
      'Advanced analytics',
      'Profit and loss tracking',
      'Tax preparation tools',
      'Unlimited document storage',
    ],
  },
  {
    role: 'fleet_manager',
    name: 'Fleet Manager',
    priceCents: 19999,
    description: 'For fleets that manage several trucks and drivers.',
    features: [
      'Everything in Owner Operator',
      'Multi-driver management',
      'Fleet analytics dashboard',
      'Team collaboration tools',
      'Priority support',
    ],
  },
]
