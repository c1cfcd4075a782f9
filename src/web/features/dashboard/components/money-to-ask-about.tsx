import { Alert, Anchor, Text } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { Link } from 'react-router'
import type { Dashboard } from '@/contracts/dashboard'
import { formatMoney } from '@/web/lib/format'

/**
 * Money the user's loads say to ask payers about: paid short of what was booked, or delivered and
 * never settled. Shown only when there is some.
 */
export function MoneyToAskAbout({ value }: { value: Dashboard['moneyToAskAbout'] | undefined }) {
  if (!value || value.amountCents <= 0) return null
  return (
    <Alert color="orange" icon={<IconAlertTriangle size={18} />} title="Money to ask about">
      <Text size="sm">
        {formatMoney(value.amountCents)} on {value.loads} {value.loads === 1 ? 'load' : 'loads'}: paid less
        than booked, or delivered and not yet on a settlement.{' '}
        {/* The alert's own text colour, underlined: the link blue is under 4.5:1 on its orange. */}
        <Anchor component={Link} to="/loads?flagged=true" size="sm" c="inherit" underline="always" fw={600}>
          See the loads
        </Anchor>
      </Text>
    </Alert>
  )
}
