import { Group, Text, ThemeIcon } from '@mantine/core'
import { IconTruck } from '@tabler/icons-react'
import { Link } from 'react-router'
import { PRODUCT_NAME } from '@/web/lib/brand'

interface LogoProps {
  /** Link target; null renders the mark without a link. */
  to?: string | null
  /** Hide the wordmark on phones, where the header is crowded. */
  compact?: boolean
}

/** The product mark; a link home unless `to` is null. */
export function Logo({ to = '/', compact = false }: LogoProps) {
  const mark = (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={32} radius="md" variant="filled" aria-hidden>
        <IconTruck size={20} />
      </ThemeIcon>
      <Text fw={800} fz="lg" c="dark" visibleFrom={compact ? 'xs' : undefined}>
        {PRODUCT_NAME}
      </Text>
    </Group>
  )
  if (to === null) return mark
  return (
    <Link to={to} style={{ textDecoration: 'none' }} aria-label={`${PRODUCT_NAME} home`}>
      {mark}
    </Link>
  )
}
