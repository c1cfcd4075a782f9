import {
  Alert,
  Button,
  Grid,
  Group,
  Paper,
  Radio,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconId } from '@tabler/icons-react'
import type { UseMutationResult } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { type Settlement, ZSettlementInput } from '@/contracts/settlements'
import { type PaidAs, settlementTotals } from '@/domain/settlements/settlement-math'
import { TruckSelect } from '@/web/components/trucks/truck-select'
import { FormError } from '@/web/components/ui/form-error'
import { FlagFrame, flagProps } from '@/web/components/ui/review-flag'
import type { SettlementValues } from '@/web/features/settlements/api/settlements-api'
import {
  liveLines,
  type SettlementFormValues,
  valuesToInput,
} from '@/web/features/settlements/lib/form-values'
import type { FlaggedPart } from '@/web/features/settlements/lib/review-flags'
import { errorText } from '@/web/lib/api'
import { notifyError } from '@/web/lib/notify'
import { parseForm } from '@/web/lib/parse-form'
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
  /** Review screen: the reader saw a W-2 pay stub; the user says whether it is one before posting. */
  askW2?: boolean
}

const W2_UNANSWERED = 'Please say whether this is a W-2 pay stub from your employer'

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
  askW2,
}: SettlementFormProps) {
  const [error, setError] = useState<string | null>(null)
  const [w2Answer, setW2Answer] = useState<PaidAs | null>(null)
  const form = useForm<SettlementFormValues>({ initialValues })
  const totals = settlementTotals(liveLines(form.values))

  const submit = form.onSubmit(async (values) => {
    if (askW2 && !w2Answer) {
      setError(W2_UNANSWERED)
      window.scrollTo({ top: 0, behavior: 'smooth' })
      return
    }
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
        {askW2 && (
          <Alert
            color="blue"
            variant="light"
            icon={<IconId size={18} />}
            title="Is this a W-2 pay stub from your employer?"
            aria-label="W-2 pay stub"
          >
            <Text size="sm" mb="xs">
              It shows federal income tax and Social Security or Medicare withheld. W-2 pay is wages, not
              business income: nothing on it is a business expense.
            </Text>
            <Radio.Group
              value={w2Answer}
              onChange={(value) => {
                const answer = value as PaidAs
                setW2Answer(answer)
                form.setFieldValue('paidAs', answer)
                if (error === W2_UNANSWERED) setError(null)
              }}
            >
              <Group gap="lg">
                <Radio value="employee" label="Yes, post it as W-2 wages" />
                <Radio value="contractor" label="No, I was paid as a contractor" />
              </Group>
            </Radio.Group>
          </Alert>
        )}
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
          <Stack gap={4} mt="sm">
            <Text size="sm" fw={500} id="paid-as-label">
              Paid as
            </Text>
            <SegmentedControl
              aria-labelledby="paid-as-label"
              fullWidth
              maw={520}
              data={[
                { value: 'contractor', label: 'Contractor (1099)' },
                { value: 'employee', label: 'Employee (W-2)' },
              ]}
              value={form.values.paidAs}
              onChange={(value) => {
                form.setFieldValue('paidAs', value as PaidAs)
                if (askW2) setW2Answer(value as PaidAs)
              }}
            />
            <Text size="xs" c="dimmed">
              {form.values.paidAs === 'employee'
                ? 'Gross posts as W-2 wages; reimbursements and payroll deductions post nothing.'
                : 'Gross posts as business income; deductions post as the expenses they are.'}
            </Text>
          </Stack>
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
