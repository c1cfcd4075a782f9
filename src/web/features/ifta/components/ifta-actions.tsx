import { Button, Group } from '@mantine/core'
import { IconGasStation, IconPlus } from '@tabler/icons-react'
import { Link } from 'react-router'

/** The two records a return is built from, one tap away on every IFTA list. */
export function IftaActions() {
  return (
    <Group gap="sm">
      <Button component={Link} to="/ifta/trips/new" leftSection={<IconPlus size={16} aria-hidden />}>
        New Trip
      </Button>
      <Button
        component={Link}
        to="/ifta/fuel/new"
        variant="default"
        leftSection={<IconGasStation size={16} aria-hidden />}
      >
        New Fuel Purchase
      </Button>
    </Group>
  )
}
