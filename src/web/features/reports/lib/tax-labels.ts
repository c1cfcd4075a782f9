import type { TaxProfile } from '@/contracts/reports'

type PayType = NonNullable<TaxProfile['payType']>

/** How the user was paid, as the tax profile and the Tax Summary name it. */
export const PAY_TYPE_LABELS: Record<PayType, string> = {
  w2: 'W-2 employee',
  leased_1099: 'Leased owner-operator (1099)',
  own_authority_1099: 'Own authority (1099)',
  w2_and_1099: 'Both W-2 and 1099',
}

export const MEALS_METHOD_LABELS: Record<NonNullable<TaxProfile['mealsMethod']>, string> = {
  per_diem: 'Per diem',
  actual_meals: 'Actual meal receipts',
}

export const VEHICLE_METHOD_LABELS: Record<NonNullable<TaxProfile['vehicleMethod']>, string> = {
  standard_mileage: 'Standard mileage rate',
  actual_costs: 'Actual costs',
}
