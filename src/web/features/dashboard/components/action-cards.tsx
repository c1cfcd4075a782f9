import { Group, Paper, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core'
import { IconChartBar, IconReceipt, IconUpload } from '@tabler/icons-react'
import { Link } from 'react-router'
import classes from './action-cards.module.css'

const ACTIONS = [
  {
    to: '/settlements/upload',
    title: 'Upload Settlement',
    text: 'Add a pay sheet from your broker',
    icon: IconUpload,
    color: 'blue',
  },
  {
    to: '/expenses',
    title: 'Add Expense',
    text: 'Record fuel, repairs and more',
    icon: IconReceipt,
    color: 'orange',
  },
  {
    to: '/reports',
    title: 'Create Report',
    text: 'Profit & loss, tax and mileage',
    icon: IconChartBar,
    color: 'teal',
  },
]

export function ActionCards() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {ACTIONS.map((action) => (
        <UnstyledButton key={action.to} component={Link} to={action.to} className={classes.link}>
          <Paper withBorder radius="md" p="md" h="100%" className={classes.card}>
            <Group wrap="nowrap" gap="sm">
              <ThemeIcon variant="light" color={action.color} size={40} radius="md" aria-hidden>
                <action.icon size={22} />
              </ThemeIcon>
              <div>
                <Text fw={600}>{action.title}</Text>
                <Text size="sm" c="dimmed">
                  {action.text}
                </Text>
              </div>
            </Group>
          </Paper>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  )
}
