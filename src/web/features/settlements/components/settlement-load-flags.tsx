import { Alert, Anchor, List, Text } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { Link } from 'react-router'
import type { Settlement } from '@/contracts/settlements'
import { moneyToAskAbout } from '@/domain/loads/load-check'
import { SignedDifference } from '@/web/components/ui/signed-difference'
import { formatMoney } from '@/web/lib/format'

/**
 * What to ask the payer about on the loads this settlement paid: each flag in words, the money at
 * stake and a link to its load; the title adds up what was paid short.
 */
export function SettlementLoadFlags({ settlement }: { settlement: Settlement }) {
  const flags = settlement.loadFlags
  if (flags.length === 0) return null
  const short = moneyToAskAbout(flags)
  const payer = settlement.broker ?? 'the payer'
  const loads = new Set(flags.map((f) => f.loadId)).size
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={
        short > 0
          ? `${formatMoney(short)} to ask ${payer} about`
          : `Ask ${payer} about ${loads === 1 ? 'a load' : 'these loads'}`
      }
    >
      <Text size="sm" mb="xs">
        {loads === 1 ? 'A load' : `${loads} loads`} on this settlement {loads === 1 ? 'was' : 'were'} not paid
        as booked.
      </Text>
      <List size="sm" spacing={6}>
        {flags.map((flag) => (
          <List.Item key={`${flag.loadId}-${flag.kind}`}>
            <Anchor
              component={Link}
              to={`/loads/${flag.loadId}`}
              size="sm"
              fw={700}
              c="red.9"
              underline="always"
            >
              {flag.loadNumber ? `Load ${flag.loadNumber}` : 'Load without a number'}
            </Anchor>
            {': '}
            {flag.message}
            <SignedDifference cents={flag.differenceCents} />
          </List.Item>
        ))}
      </List>
    </Alert>
  )
}
