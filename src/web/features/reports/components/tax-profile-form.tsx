import { Button, Checkbox, Fieldset, Grid, NumberInput, Select, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { useEffect, useState } from 'react'
import { REPORT_MESSAGES, type TaxProfile, type TaxReport, ZTaxProfileInput } from '@/contracts/reports'
import { FormError } from '@/web/components/ui/form-error'
import { MoneyInput } from '@/web/components/ui/money-input'
import { useSaveTaxProfile } from '@/web/features/reports/api/reports-api'
import {
  MEALS_METHOD_LABELS,
  PAY_TYPE_LABELS,
  VEHICLE_METHOD_LABELS,
} from '@/web/features/reports/lib/tax-labels'
import { errorText } from '@/web/lib/api'
import { notifySuccess } from '@/web/lib/notify'
import { parseForm } from '@/web/lib/parse-form'

const FILING_STATUS_OPTIONS = [
  { value: 'single', label: 'Single' },
  { value: 'married_jointly', label: 'Married filing jointly' },
  { value: 'head_of_household', label: 'Head of household' },
]

/** A Select cannot hold null: "the default" is this value on screen and null in the profile. */
const DEFAULT = 'default'
const options = (labels: Record<string, string>, defaultLabel: string) => [
  { value: DEFAULT, label: defaultLabel },
  ...Object.entries(labels).map(([value, label]) => ({ value, label })),
]
const orNull = <T extends string>(value: string | null) =>
  value === DEFAULT || value === null ? null : (value as T)

/** The profile as the PUT takes it: every field, so saving one never resets the others. */
function profileInput(values: TaxProfile) {
  const { taxYear: _year, saved: _saved, ...input } = values
  return input
}

function ProfileGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset legend={legend} variant="filled" p={{ base: 'xs', sm: 'sm' }}>
      <Grid gap="sm">{children}</Grid>
    </Fieldset>
  )
}

const half = { base: 12, sm: 6 }
const third = { base: 12, sm: 4 }

/**
 * What the detailed estimate needs beyond the ledger, kept per tax year: filing status and how the
 * user was paid, meals, household, W-2 figures RigLedger does not hold, and the vehicle's method.
 */
export function TaxProfileForm({ year, report }: { year: number; report: TaxReport }) {
  const profile = report.profile
  const save = useSaveTaxProfile(year)
  const [values, setValues] = useState(profile)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => setValues(profile), [profile])
  const set = (patch: Partial<TaxProfile>) => setValues((current) => ({ ...current, ...patch }))

  const joint = values.filingStatus === 'married_jointly'
  const maxPeople = joint ? 2 : 1
  // The role's default is known while the saved profile has none (the report then shows it).
  const roleDefault = profile.payType === null ? report.payType : null
  const payType = values.payType ?? roleDefault
  const business = payType !== 'w2'

  const submit = () => {
    const parsed = parseForm(ZTaxProfileInput, profileInput(values))
    if (!parsed.ok) return setError(parsed.error)
    setError(null)
    save.mutate(parsed.data, {
      onSuccess: () => notifySuccess(REPORT_MESSAGES.profileSaved),
      onError: (e) => setError(errorText(e, 'Failed to save the tax profile')),
    })
  }
  const count = (value: string | number) => (typeof value === 'number' ? value : 0)

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <Text size="sm" c="dimmed" mb="sm">
        Your {year} details for the detailed estimate.{' '}
        {profile.saved ? '' : 'Not saved yet: the estimate assumes single with no other income.'}
      </Text>
      <FormError message={error} />
      <Stack gap="sm">
        <ProfileGroup legend="How you were paid">
          <Grid.Col span={half}>
            <Select
              label="Filing status"
              description="As on your Form 1040"
              data={FILING_STATUS_OPTIONS}
              value={values.filingStatus}
              allowDeselect={false}
              onChange={(value) => {
                const filingStatus = (value ?? 'single') as TaxProfile['filingStatus']
                const most = filingStatus === 'married_jointly' ? 2 : 1
                set({
                  filingStatus,
                  age65OrOlder: Math.min(values.age65OrOlder, most),
                  blind: Math.min(values.blind, most),
                })
              }}
            />
          </Grid.Col>
          <Grid.Col span={half}>
            <Select
              label="Paid as"
              description={
                values.payType === null && roleDefault
                  ? `Your role's default: ${PAY_TYPE_LABELS[roleDefault]}`
                  : 'Decides W-2 wages or Schedule C'
              }
              data={options(PAY_TYPE_LABELS, 'Default for your role')}
              value={values.payType ?? DEFAULT}
              allowDeselect={false}
              onChange={(value) => set({ payType: orNull(value) })}
            />
          </Grid.Col>
        </ProfileGroup>
        {business && (
          <ProfileGroup legend="Meals">
            <Grid.Col span={half}>
              <Select
                label="Meals deducted by"
                description="Per diem or receipts, not both"
                data={options(MEALS_METHOD_LABELS, 'Default: per diem when days are logged')}
                value={values.mealsMethod ?? DEFAULT}
                allowDeselect={false}
                onChange={(value) => set({ mealsMethod: orNull(value) })}
              />
            </Grid.Col>
            <Grid.Col span={half} pt={{ base: 0, sm: 52 }}>
              <Checkbox
                label="I work under DOT hours-of-service rules"
                description="Meals 80% deductible, else 50%"
                checked={values.hoursOfService ?? true}
                onChange={(event) => set({ hoursOfService: event.currentTarget.checked })}
              />
            </Grid.Col>
          </ProfileGroup>
        )}
        <ProfileGroup legend="Household">
          <Grid.Col span={third}>
            <NumberInput
              label="Dependents under 17"
              description="Children for the child tax credit"
              min={0}
              max={20}
              allowDecimal={false}
              allowNegative={false}
              value={values.dependentsUnder17}
              onChange={(value) => set({ dependentsUnder17: count(value) })}
            />
          </Grid.Col>
          <Grid.Col span={third}>
            <NumberInput
              label="People 65 or older"
              description={joint ? 'You and your spouse: 0 to 2' : 'You: 0 or 1'}
              min={0}
              max={maxPeople}
              allowDecimal={false}
              allowNegative={false}
              value={values.age65OrOlder}
              onChange={(value) => set({ age65OrOlder: count(value) })}
            />
          </Grid.Col>
          <Grid.Col span={third}>
            <NumberInput
              label="People who are blind"
              description={joint ? 'You and your spouse: 0 to 2' : 'You: 0 or 1'}
              min={0}
              max={maxPeople}
              allowDecimal={false}
              allowNegative={false}
              value={values.blind}
              onChange={(value) => set({ blind: count(value) })}
            />
          </Grid.Col>
        </ProfileGroup>
        <ProfileGroup legend="W-2">
          <Grid.Col span={third}>
            <MoneyInput
              label="W-2 wages not in RigLedger"
              description="Box 1 of W-2s whose pay sheets you did not add"
              value={values.w2WagesCents}
              onChange={(cents) => set({ w2WagesCents: cents ?? 0 })}
            />
          </Grid.Col>
          <Grid.Col span={third}>
            <MoneyInput
              label="Social Security wages"
              description="W-2 box 3; empty when the same as the wages"
              value={values.w2SocialSecurityWagesCents}
              onChange={(cents) => set({ w2SocialSecurityWagesCents: cents })}
            />
          </Grid.Col>
          <Grid.Col span={third}>
            <MoneyInput
              label="Federal tax withheld"
              description="W-2 box 2 not on your pay sheets"
              value={values.federalWithheldCents}
              onChange={(cents) => set({ federalWithheldCents: cents ?? 0 })}
            />
          </Grid.Col>
        </ProfileGroup>
        <ProfileGroup legend="Other income and last year">
          <Grid.Col span={third}>
            <MoneyInput
              label="Other income"
              description="Interest, a spouse's income, …"
              value={values.otherIncomeCents}
              onChange={(cents) => set({ otherIncomeCents: cents ?? 0 })}
            />
          </Grid.Col>
          <Grid.Col span={third}>
            <MoneyInput
              label={`Total tax for ${year - 1}`}
              description="Form 1040, line 24 (for the safe harbour)"
              value={values.lastYearTaxCents}
              onChange={(cents) => set({ lastYearTaxCents: cents })}
            />
          </Grid.Col>
          <Grid.Col span={third}>
            <MoneyInput
              label={`Adjusted gross income for ${year - 1}`}
              description="Form 1040, line 11"
              value={values.lastYearAgiCents}
              onChange={(cents) => set({ lastYearAgiCents: cents })}
            />
          </Grid.Col>
        </ProfileGroup>
        {business && (
          <ProfileGroup legend="Vehicle">
            <Grid.Col span={half}>
              <Select
                label={`Method for ${year}`}
                description="Standard mileage rate or actual costs"
                data={options(VEHICLE_METHOD_LABELS, 'Not chosen yet (the larger is shown)')}
                value={values.vehicleMethod ?? DEFAULT}
                allowDeselect={false}
                onChange={(value) => set({ vehicleMethod: orNull(value) })}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 3 }}>
              <NumberInput
                label="First business year"
                description="Year first used"
                min={1900}
                max={year}
                allowDecimal={false}
                allowNegative={false}
                value={values.vehicleFirstYear ?? ''}
                onChange={(value) => set({ vehicleFirstYear: typeof value === 'number' ? value : null })}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 3 }}>
              <NumberInput
                label="Vehicles in service"
                description="At the same time"
                min={1}
                max={10_000}
                allowDecimal={false}
                allowNegative={false}
                value={values.vehiclesInService}
                onChange={(value) => set({ vehiclesInService: typeof value === 'number' ? value : 1 })}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Checkbox
                label="Accelerated depreciation taken on it"
                description="MACRS, section 179 or bonus depreciation: the standard mileage rate is then not allowed"
                checked={values.vehicleAcceleratedDepreciation}
                onChange={(event) => set({ vehicleAcceleratedDepreciation: event.currentTarget.checked })}
              />
            </Grid.Col>
          </ProfileGroup>
        )}
      </Stack>
      <Button type="submit" mt="md" loading={save.isPending}>
        Save tax profile
      </Button>
    </form>
  )
}
