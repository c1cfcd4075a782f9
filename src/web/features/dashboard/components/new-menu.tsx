import { Button, Menu } from '@mantine/core'
import {
  IconChevronDown,
  IconFileInvoice,
  IconPlus,
  IconReceipt,
  IconRoad,
  IconUpload,
} from '@tabler/icons-react'
import { Link } from 'react-router'

export function NewMenu() {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button leftSection={<IconPlus size={16} />} rightSection={<IconChevronDown size={14} />}>
          New
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/expenses" leftSection={<IconReceipt size={16} />}>
          Add Expense
        </Menu.Item>
        <Menu.Item component={Link} to="/settlements/new" leftSection={<IconFileInvoice size={16} />}>
          Add Settlement
        </Menu.Item>
        <Menu.Item component={Link} to="/settlements/upload" leftSection={<IconUpload size={16} />}>
          Upload
        </Menu.Item>
        <Menu.Item component={Link} to="/reports/mileage" leftSection={<IconRoad size={16} />}>
          Log Miles
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
