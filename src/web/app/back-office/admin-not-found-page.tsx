import { Anchor, Text } from '@mantine/core'
import { IconLayoutDashboard } from '@tabler/icons-react'
import { Link } from 'react-router'
import { NotFoundCard } from '@/web/components/ui/not-found-card'

/** An unknown /admin/… address: the back office's own not-found page, inside its shell. */
export function AdminNotFoundPage() {
  return (
    <NotFoundCard
      message="There is no back-office page at this address. It may have moved."
      to="/admin/dashboard"
      label="Back to Admin Dashboard"
      icon={<IconLayoutDashboard size={18} />}
    >
      <Text size="sm" c="dimmed">
        Looking for a guide?{' '}
        <Anchor component={Link} to="/admin/help">
          Admin Help Center
        </Anchor>
      </Text>
    </NotFoundCard>
  )
}
