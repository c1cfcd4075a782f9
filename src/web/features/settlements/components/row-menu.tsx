import { ActionIcon, Menu } from '@mantine/core'
import { IconDotsVertical, IconEdit, IconEye, IconTrash } from '@tabler/icons-react'
import { Link } from 'react-router'
import type { SettlementSummary } from '@/contracts/settlements'
import { payerLabel } from '@/web/features/settlements/lib/labels.ts'

/** View Details, Edit, Delete for one settlement row. */
export function RowMenu(props: {
  settlement: SettlementSummary
  onDelete: (settlement: SettlementSummary) => void
}) {
  const { settlement, onDelete } = props
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${payerLabel(settlement)}`}>
          <IconDotsVertical size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={`/settlements/${settlement.id}`} leftSection={<IconEye size={16} />}>
          View Details
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={`/settlements/${settlement.id}/edit`}
          leftSection={<IconEdit size={16} />}
        >
          Edit
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onDelete(settlement)}>
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
