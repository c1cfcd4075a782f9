import { ActionIcon, Menu } from '@mantine/core'
import { IconDots, IconEye, IconPencil, IconTrash } from '@tabler/icons-react'
import type { Expense } from '@/contracts/expenses'
import { isHandEntered } from '@/web/features/expenses/lib/selectable'

interface ExpenseRowMenuProps {
  expense: Expense
  onView: (expense: Expense) => void
  onEdit: (expense: Expense) => void
  onDelete: (expense: Expense) => void
}

/** View Details, Edit, Delete; a settlement's rows change only through their settlement. */
export function ExpenseRowMenu({ expense, onView, onEdit, onDelete }: ExpenseRowMenuProps) {
  const editable = isHandEntered(expense)
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${expense.description}`}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconEye size={16} />} onClick={() => onView(expense)}>
          View Details
        </Menu.Item>
        {editable && (
          <>
            <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onEdit(expense)}>
              Edit
            </Menu.Item>
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onDelete(expense)}>
              Delete
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  )
}
