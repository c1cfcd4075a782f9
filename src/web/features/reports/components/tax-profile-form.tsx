import { Button, Grid, Select, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import { REPORT_MESSAGES, type TaxProfile, ZTaxProfileInput } from '@/contracts/reports'
import { FormError } from '@/web/components/ui/form-error'
import { MoneyInput } from '@/web/components/ui/money-input'
import { useSaveTaxProfile } from '@/web/features/reports/api/reports-api'
import { errorText } from '@/web/lib/api'
import { notifySuccess } from '@/web/lib/notify'
import { parseForm } from '@/web/lib/parse-form'

const FILING_STATUS_OPTIONS = [
  { value: 'single', label: 'Single' },
  { value: 'married_jointly', label: 'Married filing jointly' },
  { value: 'head_of_household', label: 'Head of household' },
]

/** What the detailed estimate needs beyond the ledger, kept per tax year. */
export function TaxProfileForm({ year, profile }: { year: number; profile: TaxProfile }) {
  const save = useSaveTaxProfile(year)
  const [values, setValues] = useState(profile)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => setValues(profile), [profile])
  const set = (patch: Partial<TaxProfile>) => setValues((current) => ({ ...current, ...patch }))

  const submit = () => {
    const parsed = parseForm(ZTaxProfileInput, {
      filingStatus: values.filingStatus,
      otherIncomeCents: values.otherIncomeCents,
      w2WagesCents: values.w2WagesCents,
      lastYearTaxCents: values.lastYearTaxCents,
      lastYearAgiCents: values.lastYearAgiCents,
    })
    if (!parsed.ok) return setError(parsed.error)
    setError(null)
    save.mutate(parsed.data, {
      onSuccess: () => notifySuccess(REPORT_MESSAGES.profileSaved),
      onError: (e) => setError(errorText(e, 'Failed to save the tax profile')),
    })
  }

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
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select
            label="Filing status"
            data={FILING_STATUS_OPTIONS}
            value={values.filingStatus}
            allowDeselect={false}
            onChange={(value) => set({ filingStatus: (value ?? 'single') as TaxProfile['filingStatus'] })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <MoneyInput
            label="W-2 wages"
            description="Wages from an employer, if any"
            value={values.w2WagesCents}
            onChange={(cents) => set({ w2WagesCents: cents ?? 0 })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <MoneyInput
            label="Other income"
            description="Interest, a spouse's income, …"
            value={values.otherIncomeCents}
            onChange={(cents) => set({ otherIncomeCents: cents ?? 0 })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <MoneyInput
            label={`Total tax for ${year - 1}`}
            description="Form 1040, line 24 (for the safe harbour)"
            value={values.lastYearTaxCents}
            onChange={(cents) => set({ lastYearTaxCents: cents })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <MoneyInput
            label={`Adjusted gross income for ${year - 1}`}
            description="Form 1040, line 11"
            value={values.lastYearAgiCents}
            onChange={(cents) => set({ lastYearAgiCents: cents })}
          />
        </Grid.Col>
      </Grid>
      <Button type="submit" mt="md" loading={save.isPending}>
        Save tax profile
      </Button>
    </form>
  )
}
