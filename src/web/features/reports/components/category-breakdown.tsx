import { Group, Progress, Stack, Text } from '@mantine/core'
import { formatMoney } from '@/web/lib/format'

interface Row {
  category: string
  label: string
  amountCents: number
  percent: number
  /** A line under the label (the Schedule C line, the deductible share). */
  note?: string
}

/** Categories with their amounts and share of the total, largest first, as the server sorted them. */
export function CategoryBreakdown({
  rows,
  color = 'blue',
  label,
}: {
  rows: Row[]
  color?: string
  label: string
}) {
  return (
    <Stack component="ul" gap="sm" aria-label={label} m={0} p={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <li key={row.category}>
          <Group justify="space-between" wrap="nowrap" gap="xs" mb={4}>
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {row.label}
              </Text>
              {row.note && (
                <Text size="xs" c="dimmed">
                  {row.note}
                </Text>
              )}
            </div>
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(row.amountCents)} · {row.percent}%
            </Text>
          </Group>
          <Progress value={row.percent} color={color} size="sm" aria-hidden />
        </li>
      ))}
    </Stack>
  )
}
