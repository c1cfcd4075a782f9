import { Alert, Anchor } from '@mantine/core'
import { IconLock } from '@tabler/icons-react'
import { Link } from 'react-router'
import { IFTA_MESSAGES } from '@/contracts/ifta'
import { quarterOf } from '@/domain/ifta/quarter'

/** A record of a filed quarter shows as it is: the way to change it is to amend the return. */
export function LockedNotice({ date }: { date: string }) {
  const quarter = quarterOf(date)
  return (
    <Alert color="gray" variant="light" icon={<IconLock size={18} />} title="Filed quarter" mb="md">
      {IFTA_MESSAGES.locked}.{' '}
      <Anchor component={Link} to={`/ifta/${quarter}`} size="sm" fw={600}>
        Open the {quarter} return
      </Anchor>
    </Alert>
  )
}
