import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconGasStation, IconTransform } from '@tabler/icons-react'
import { Link } from 'react-router'
import { useConvertFuelExpenses, useFuelExpensesToLink } from '@/web/features/ifta/api/fuel-api'
import { errorText } from '@/web/lib/api'
import { formatDate, formatMoney } from '@/web/lib/format'
import { notifyError, notifySuccess } from '@/web/lib/notify'

/** How many are listed; the rest are counted. */
const SHOWN = 10

/**
 * Fuel already in the books that is no fuel purchase yet: a settlement's fuel lines (the carrier's
 * fuel card), fuel typed as an expense. Each becomes a purchase once its gallons are known, posting
 * nothing twice. Nothing shows when there is none.
 */
export function FuelExpensesToLink({ quarter }: { quarter: string | null }) {
  const expenses = useFuelExpensesToLink(quarter)
  const convert = useConvertFuelExpenses()
  const items = expenses.data?.items ?? []
  if (items.length === 0) return null
  // Those whose words print gallons and a state: made purchases in one step, nothing to type.
  const ready = items.filter((e) => e.gallons !== null && e.jurisdiction !== null).length
  const onConvert = async () => {
    try {
      const made = await convert.mutateAsync(quarter)
      const note = made.problems.length > 0 ? ` ${made.problems.join(' · ')}` : ''
      if (made.created > 0)
        notifySuccess(`${made.created} fuel ${made.created === 1 ? 'purchase' : 'purchases'} added.${note}`)
      else notifyError(`No fuel purchase added.${note}`)
    } catch (error) {
      notifyError(errorText(error, 'Failed to add the fuel purchases'))
    }
  }
  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      radius="md"
      mt="md"
      component="section"
      aria-label="Fuel not on IFTA yet"
    >
      <Title order={2} fz="lg">
        Fuel in your books not on IFTA yet
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {items.length} fuel {items.length === 1 ? 'expense' : 'expenses'} (settlement fuel lines, fuel typed
        as an expense) not yet fuel purchases. Add them to count their tax-paid gallons: each stays one
        expense. Those whose words print gallons and a state are added in one step.
      </Text>
      {ready > 0 && (
        <Button
          mb="sm"
          size="sm"
          leftSection={<IconTransform size={16} aria-hidden />}
          loading={convert.isPending}
          onClick={() => void onConvert()}
        >
          Add {ready} as fuel purchases
        </Button>
      )}
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {items.slice(0, SHOWN).map((expense) => (
          <Group
            key={expense.ledgerEntryId}
            component="li"
            justify="space-between"
            wrap="wrap"
            gap="xs"
            py={4}
            style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
          >
            <div style={{ minWidth: 0, flex: '1 1 240px' }}>
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {expense.description}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDate(expense.date)} · {formatMoney(expense.amountCents)}
                {expense.jurisdiction
                  ? ` · ${expense.city ? `${expense.city}, ` : ''}${expense.jurisdiction}`
                  : ' · no state printed'}
                {expense.gallons ? ` · ${expense.gallons} gal` : ''}
                {expense.settlementId ? ' · from a settlement' : ''}
              </Text>
            </div>
            <Button
              component={Link}
              to={`/ifta/fuel/new?expenseId=${expense.ledgerEntryId}`}
              size="xs"
              variant="light"
              leftSection={<IconGasStation size={14} aria-hidden />}
            >
              Make a fuel purchase
            </Button>
          </Group>
        ))}
      </Stack>
      {items.length > SHOWN && (
        <Text size="sm" c="dimmed" mt="xs">
          …and {items.length - SHOWN} more.
        </Text>
      )}
    </Paper>
  )
}
