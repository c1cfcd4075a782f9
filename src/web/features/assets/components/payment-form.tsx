import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { type Loan, ZLoanPaymentInput } from '@/contracts/assets'
import { FormError } from '@/web/components/ui/form-error'
import { MoneyInput } from '@/web/components/ui/money-input'
import { errorText } from '@/web/lib/api'
import { formatMoney } from '@/web/lib/format'
import { notifySuccess } from '@/web/lib/notify'
import { parseForm } from '@/web/lib/parse-form'
import { useRecordPayment } from '../api/assets-api'

/** Records a payment made on a loan: the server splits it into interest and principal. */
export function PaymentForm({ loan, today }: { loan: Loan; today: string }) {
  const form = useForm({
    initialValues: { date: today, amountCents: loan.paymentCents as number | null },
  })
  const record = useRecordPayment(loan.id)
  const [error, setError] = useState<string | null>(null)
  const paidOff = loan.paymentCount > 0 && loan.balanceCents === 0
  const submit = form.onSubmit(async (values) => {
    const parsed = parseForm(ZLoanPaymentInput, values)
    if (!parsed.ok) return setError(parsed.error)
    setError(null)
    try {
      const payment = await record.mutateAsync(parsed.data)
      notifySuccess(
        `Payment recorded: ${formatMoney(payment.interestCents)} interest, ${formatMoney(payment.principalCents)} principal`,
      )
    } catch (caught) {
      setError(errorText(caught, 'Failed to record the payment'))
    }
  })
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-label="Record a payment"
    >
      <Title order={2} fz="lg" mb={4}>
        Record a payment
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Only the interest is deductible (Schedule C line 16b); the principal pays for the equipment, which is
        deducted through its depreciation.
      </Text>
      {paidOff ? (
        <Text size="sm">Paid off: nothing is owed on this loan.</Text>
      ) : (
        <form onSubmit={submit} noValidate>
          <FormError message={error} />
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Date paid" type="date" required {...form.getInputProps('date')} />
              <MoneyInput
                label="Amount paid"
                required
                value={form.values.amountCents}
                onChange={(cents) => form.setFieldValue('amountCents', cents)}
              />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" loading={record.isPending}>
                Record Payment
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Paper>
  )
}
