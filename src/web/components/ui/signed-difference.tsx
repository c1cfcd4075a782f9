import { Text } from '@mantine/core'
import { formatMoney } from '@/web/lib/format'

/** Money at stake after a flag's words: " (−$50.00)" paid short in red, " (+$12.00)" over in green. */
export function SignedDifference({ cents }: { cents: number }) {
  if (cents === 0) return null
  return (
    <Text span size="sm" fw={700} c={cents < 0 ? 'red.9' : 'green.9'}>
      {' '}
      ({cents < 0 ? '−' : '+'}
      {formatMoney(Math.abs(cents))})
    </Text>
  )
}
