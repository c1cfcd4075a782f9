import { Badge } from '@mantine/core'
import { IconLock } from '@tabler/icons-react'

/** A record of a filed quarter: changing it needs the return amended first. */
export function LockBadge() {
  return (
    <Badge
      color="gray"
      variant="light"
      leftSection={<IconLock size={12} aria-hidden />}
      title="Its quarter’s return is filed: amend the return to change it"
    >
      Filed quarter
    </Badge>
  )
}
