import { Anchor } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { Link } from 'react-router'

export function BackLink({
  to = '/settlements',
  label = 'Back to Settlements',
}: {
  to?: string
  label?: string
}) {
  return (
    <Anchor
      component={Link}
      to={to}
      size="sm"
      mb="xs"
      display="inline-flex"
      style={{ alignItems: 'center', gap: 4 }}
    >
      <IconArrowLeft size={14} aria-hidden /> {label}
    </Anchor>
  )
}
