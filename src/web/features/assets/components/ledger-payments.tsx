import { Anchor, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { Link } from 'react-router'
import { FormError } from '@/web/components/ui/form-error'
import { errorText } from '@/web/lib/api'
import { formatDate, formatMoney } from '@/web/lib/format'
import { notifySuccess } from '@/web/lib/notify'
import { useLedgerPayments, useRecordLedgerPayments } from '../api/assets-api'

/**
 * The truck payments already in the books (a settlement's line, a typed expense) that no loan has
 * yet: ticked, they are recorded on this loan at once, each split by the balance owed. Shown only
 * when there are some.
 */
export function LedgerPayments({ loanId }: { loanId: string }) {
  const offered = useLedgerPayments(loanId)
  const record = useRecordLedgerPayments(loanId)
  const [chosen, setChosen] = useState<string[]>([])
  const [error, setError] = useState<string | null>(null)
  const items = offered.data?.items ?? []
  if (items.length === 0) return null
  const picked = chosen.filter((id) => items.some((item) => item.expenseId === id))
  const submit = async () => {
    setError(null)
    try {
      const made = await record.mutateAsync(picked)
      setChosen([])
      notifySuccess(
        `${made.items.length} payment${made.items.length === 1 ? '' : 's'} recorded from your books`,
      )
    } catch (caught) {
      setError(errorText(caught, 'Failed to record the payments'))
    }
  }
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-label="From your books"
    >
      <Title order={2} fz="lg" mb={4}>
        From your books
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Truck payments of your settlements and expenses not yet on a loan. Tick the ones made on this loan to
        record them: they are then split into interest and principal, and no longer deducted as truck
        payments.
      </Text>
      <FormError message={error} />
      <Checkbox.Group value={picked} onChange={setChosen} label="Truck payments in your books">
        <Stack gap="xs" mt="xs">
          {items.map((item) => (
            <Group key={item.expenseId} gap="xs" wrap="nowrap" align="flex-start">
              <Checkbox
                value={item.expenseId}
                label={`${formatDate(item.date)} · ${formatMoney(item.amountCents)} · ${item.description || 'Truck payment'}`}
              />
              {item.settlementId && (
                <Anchor component={Link} to={`/settlements/${item.settlementId}`} size="sm">
                  Settlement
                </Anchor>
              )}
            </Group>
          ))}
        </Stack>
      </Checkbox.Group>
      <Group justify="space-between" mt="sm">
        <Button
          variant="subtle"
          size="xs"
          onClick={() => setChosen(picked.length === items.length ? [] : items.map((item) => item.expenseId))}
        >
          {picked.length === items.length ? 'Clear All' : 'Select All'}
        </Button>
        <Button onClick={() => void submit()} disabled={picked.length === 0} loading={record.isPending}>
          Record {picked.length || ''} Payment{picked.length === 1 ? '' : 's'}
        </Button>
      </Group>
    </Paper>
  )
}
