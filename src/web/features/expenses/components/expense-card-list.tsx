import { Badge, Checkbox, Group, Paper, Stack, Text } from '@mantine/core'
import { isHandEntered } from '@/web/features/expenses/lib/selectable'
import { useCategoryLabel } from '@/web/lib/categories'
import { formatDate, formatMoney } from '@/web/lib/format'
import { pageSelection } from '@/web/lib/page-selection'
import { ExpenseRowMenu } from './expense-row-menu'
import type { ExpensesTableProps } from './expenses-table'

/** The expenses table as a list of cards, for phone-width screens. */
export function ExpenseCardList({ expenses, selected, onSelectedChange, ...actions }: ExpensesTableProps) {
  const categoryLabel = useCategoryLabel()
  const selection = pageSelection({
    rows: expenses,
    selected,
    onChange: onSelectedChange,
    selectable: isHandEntered,
  })
  return (
    <Stack gap="xs">
      <Checkbox
        label="Select all"
        aria-label="Select all expenses"
        checked={selection.allSelected}
        indeterminate={selection.indeterminate}
        disabled={selection.noneSelectable}
        onChange={selection.toggleAll}
        mb={4}
      />
      {/* A list holds only its items: the select-all box stays outside it. */}
      <Stack gap="xs" aria-label="Expenses" role="list">
        {expenses.map((expense) => (
          <Paper key={expense.id} withBorder radius="md" p="sm" role="listitem">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <Checkbox
                mt={2}
                aria-label={`Select ${expense.description}`}
                checked={selected.has(expense.id)}
                disabled={!selection.isSelectable(expense)}
                onChange={() => selection.toggle(expense.id)}
              />
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                  <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {expense.description}
                  </Text>
                  <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(expense.amountCents)}
                  </Text>
                </Group>
                {expense.notes && (
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {expense.notes}
                  </Text>
                )}
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Group gap={6}>
                    <Text size="xs" c="dimmed">
                      {formatDate(expense.date)}
                    </Text>
                    <Badge size="sm" variant="light">
                      {categoryLabel(expense.category)}
                    </Badge>
                    <Text size="xs" c="dimmed">
                      {expense.taxDeductible ? 'Tax deductible' : 'Not deductible'}
                    </Text>
                    {expense.settlementId && (
                      <Badge size="xs" variant="outline" color="gray">
                        From settlement
                      </Badge>
                    )}
                    {expense.documentId && (
                      <Badge size="xs" variant="outline" color="gray">
                        Receipt
                      </Badge>
                    )}
                  </Group>
                  <ExpenseRowMenu expense={expense} {...actions} />
                </Group>
              </Stack>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  )
}
