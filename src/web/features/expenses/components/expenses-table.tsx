import { Badge, Checkbox, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core'
import type { Expense } from '@/contracts/expenses'
import { TableScroll } from '@/web/components/ui/table-scroll'
import { isHandEntered } from '@/web/features/expenses/lib/selectable'
import { useCategoryLabel } from '@/web/lib/categories'
import { formatDate, formatMoney } from '@/web/lib/format'
import { pageSelection } from '@/web/lib/page-selection'
import { ExpenseRowMenu } from './expense-row-menu'

export interface ExpensesTableProps {
  expenses: Expense[]
  selected: ReadonlySet<string>
  onSelectedChange: (next: Set<string>) => void
  onView: (expense: Expense) => void
  onEdit: (expense: Expense) => void
  onDelete: (expense: Expense) => void
}

export function ExpensesTable({ expenses, selected, onSelectedChange, ...actions }: ExpensesTableProps) {
  const categoryLabel = useCategoryLabel()
  const selection = pageSelection({
    rows: expenses,
    selected,
    onChange: onSelectedChange,
    selectable: isHandEntered,
  })

  return (
    <TableScroll label="Expenses table" minWidth={760}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="Expenses">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label="Select all expenses"
                checked={selection.allSelected}
                indeterminate={selection.indeterminate}
                disabled={selection.noneSelectable}
                onChange={selection.toggleAll}
              />
            </Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th>Category</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>Tax Deductible</Table.Th>
            <Table.Th w={48}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {expenses.map((expense) => (
            <Table.Tr
              key={expense.id}
              bg={selected.has(expense.id) ? 'var(--mantine-color-blue-light)' : undefined}
            >
              <Table.Td>
                <Checkbox
                  aria-label={`Select ${expense.description}`}
                  checked={selected.has(expense.id)}
                  disabled={!selection.isSelectable(expense)}
                  onChange={() => selection.toggle(expense.id)}
                />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(expense.date)}</Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm" fw={500}>
                      {expense.description}
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
                  {expense.notes && (
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {expense.notes}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Badge variant="light">{categoryLabel(expense.category)}</Badge>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} fw={500}>
                {formatMoney(expense.amountCents)}
              </Table.Td>
              <Table.Td>{expense.taxDeductible ? 'Yes' : 'No'}</Table.Td>
              <Table.Td>
                <ExpenseRowMenu expense={expense} {...actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  )
}
