import { Checkbox, Group, Paper, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import {
  payerLabel,
  settlementDateLabel,
  settlementNumberLabel,
} from '@/web/features/settlements/lib/labels.ts'
import { formatMoney } from '@/web/lib/format'
import { pageSelection } from '@/web/lib/page-selection'
import { RowMenu } from './row-menu'
import { NeedsReviewBadge, SettlementStatusBadge } from './settlement-status-badge'
import type { SettlementRowsProps } from './settlements-table'

/** The settlements list on a phone: one compact card per row instead of a wide table. */
export function SettlementCards({ settlements, selected, onSelectedChange, onDelete }: SettlementRowsProps) {
  const selection = pageSelection({ rows: settlements, selected, onChange: onSelectedChange })
  return (
    <Stack gap="xs">
      <Checkbox
        label="Select all settlements"
        checked={selection.allSelected}
        indeterminate={selection.indeterminate}
        onChange={selection.toggleAll}
        size="sm"
        mb={4}
      />
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Settlements">
        {settlements.map((settlement) => (
          <Paper key={settlement.id} component="li" withBorder radius="md" p="sm">
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Checkbox
                mt={2}
                aria-label={`Select settlement ${payerLabel(settlement)} ${settlementDateLabel(settlement)}`}
                checked={selected.has(settlement.id)}
                onChange={() => selection.toggle(settlement.id)}
              />
              <div style={{ flex: 1, minWidth: 0 }}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text
                    component={Link}
                    to={`/settlements/${settlement.id}`}
                    fw={600}
                    size="sm"
                    c="inherit"
                    td="none"
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {payerLabel(settlement)}
                  </Text>
                  <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(settlement.netCents)}
                  </Text>
                </Group>
                <Group justify="space-between" wrap="nowrap" gap="xs" mt={4}>
                  <Text size="xs" c="dimmed">
                    {settlementDateLabel(settlement)}
                    {settlementNumberLabel(settlement) && ` · #${settlementNumberLabel(settlement)}`}
                  </Text>
                  <div style={{ flexShrink: 0 }}>
                    <SettlementStatusBadge status={settlement.status} />
                  </div>
                </Group>
                {settlement.needsReviewCount > 0 && (
                  <div style={{ marginTop: 4 }}>
                    <NeedsReviewBadge count={settlement.needsReviewCount} />
                  </div>
                )}
                <Text size="xs" c="dimmed">
                  Gross {formatMoney(settlement.grossCents)}
                </Text>
              </div>
              <RowMenu settlement={settlement} onDelete={onDelete} />
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  )
}
