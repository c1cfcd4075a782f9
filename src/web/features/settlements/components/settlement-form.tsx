import { Button, Grid, Group, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import type { UseMutationResult } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { type Settlement, ZSettlementInput } from '@/contracts/settlements'
import { settlementTotals } from '@/domain/settlements/settlement-math'
import { TruckSelect } from '@/web/components/trucks/truck-select'
import { FormError } from '@/web/components/ui/form-error'
import type { SettlementValues } from '@/web/features/settlements/api/settlements-api'
import {
  liveLines,
  type SettlementFormValues,
  valuesToInput,
} from '@/web/features/settlements/lib/form-values'
import { errorText } from '@/web/lib/api'
import { notifyError } from '@/web/lib/notify'
import { parseForm } from '@/web/lib/parse-form'
import { FlagFrame, type FlaggedPart, flagProps } from './review-flag'
import { DeductionLines, LoadLines, ReimbursementLines } from './settlement-lines'
import { SettlementTotals } from './settlement-totals'

interface SettlementFormProps {
  initialValues: SettlementFormValues
  submitLabel: string
  cancelTo: string
  /** The write that saves the validated input (create, update or confirm); a failure shows the server's message. */
  save: Pick<UseMutationResult<Settlement, Error, SettlementValues>, 'mutateAsync' | 'isPending'>
  /** Runs with the saved settlement (toast, navigation). */
  onSaved: (settlement: Settlement) => void
  failureMessage: string
  /** Review screen: parts the document reader was unsure of, marked for a check. */
  flagged?: ReadonlySet<FlaggedPart>
}

/** The one settlement form, for manual entry and for editing. */
/** The fields follow the form's width (half the screen beside the document on the review screen). */
const FORM_WIDTHS = { xs: '360px', sm: '520px', md: '840px', lg: '1200px', xl: '1600px' }

export function SettlementForm({
  initialValues,
  submitLabel,
  cancelTo,
  save,
  onSaved,
  failureMessage,
  flagged,
}: SettlementFormProps) {
  const [error, setError] = useState<string | null>(null)
  const form = useForm<SettlementFormValues>({ initialValues })
  const totals = settlementTotals(liveLines(form.values))

  const submit = form.onSubmit(async (values) => {
    const parsed = parseForm(ZSettlementInput, valuesToInput(values))
    if (!parsed.ok) {
      setError(parsed.error)
      window.scrollTo({ top: 0, behavior: 'smooth' })
      return
    }
    setError(null)
    try {
      onSaved(await save.mutateAsync(parsed.data))
    } catch (caught) {
      const message = errorText(caught, failureMessage)
      setError(message)
      notifyError(message)
    }
  })

  return (
    <form onSubmit={submit} noValidate>
      <FormError message={error} />
      <Stack gap="md">
        <Paper
          withBorder
          radius="md"
          p={{ base: 'sm', sm: 'md' }}
          component="section"
          aria-label="Settlement"
        >
          <Title order={2} fz="lg" mb="sm">
            Settlement
          </Title>
          <Grid type="container" breakpoints={FORM_WIDTHS} gap="sm">
            <Grid.Col span={{ base: 12, md: 4 }}>
              <TextInput
                label="Broker / Payer"
                withAsterisk
                placeholder="Who paid you"
                {...form.getInputProps('broker')}
                {...flagProps(flagged?.has('broker'))}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, md: 4 }}>
              <TextInput
                label="Settlement #"
                {...form.getInputProps('settlementNumber')}
                {...flagProps(flagged?.has('settlementNumber'))}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, md: 4 }}>
              <TextInput label="Trip #" {...form.getInputProps('tripNumber')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput
                label="Settlement Date"
                type="date"
                withAsterisk
                {...form.getInputProps('settlementDate')}
                {...flagProps(flagged?.has('settlementDate'))}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 4 }}>
              <TextInput
                label="Period Start"
                type="date"
                {...form.getInputProps('periodStart')}
                {...flagProps(flagged?.has('period'))}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 4 }}>
              <TextInput
                label="Period End"
                type="date"
                {...form.getInputProps('periodEnd')}
                {...flagProps(flagged?.has('period'))}
              />
            </Grid.Col>
          </Grid>
          <TruckSelect value={form.values.truckId} onChange={(id) => form.setFieldValue('truckId', id)} />
          <Textarea label="Notes" autosize minRows={2} mt="sm" {...form.getInputProps('notes')} />
        </Paper>
        <FlagFrame flagged={flagged?.has('loads')}>
          <LoadLines form={form} />
        </FlagFrame>
        <FlagFrame flagged={flagged?.has('deductions')}>
          <DeductionLines form={form} />
        </FlagFrame>
        <ReimbursementLines form={form} />
        <FlagFrame flagged={flagged?.has('totals')}>
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Totals">
            <Title order={2} fz="lg" mb="sm">
              Totals
            </Title>
            <SettlementTotals totals={totals} />
          </Paper>
        </FlagFrame>
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={cancelTo} variant="default">
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
