import { Button, Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core'
import type { AdvanceRepayment } from '@/contracts/advances'
import { TableScroll } from '@/web/components/ui/table-scroll'
import { formatDate, formatMoney } from '@/web/lib/format'
import { SettlementLink } from './settlement-link'

/** Advance lines of settlements no recorded advance accounts for. */
export function RepaymentsToMatch({
  lines,
  onRecord,
}: {
  lines: AdvanceRepayment[]
  onRecord: (line: AdvanceRepayment) => void
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="match-title"
    >
      <Title order={2} fz="lg" id="match-title">
        Repayments to match
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        These settlements deducted an advance you have not recorded. Record it to say when it was advanced and
        what it paid for (the expense is posted once, from the advance).
      </Text>
      <TableScroll label="Repayments to match" minWidth={640}>
        <Table striped withTableBorder fz="sm" aria-label="Repayments to match">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Settlement</Table.Th>
              <Table.Th>Date</Table.Th>
              <Table.Th>Carrier</Table.Th>
              <Table.Th>Line</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={`${line.settlementId}:${line.settlementLinePosition}`}>
                <Table.Td>
                  <SettlementLink line={line} />
                </Table.Td>
                <Table.Td>{formatDate(line.date)}</Table.Td>
                <Table.Td>{line.payerName}</Table.Td>
                <Table.Td>{line.description || '—'}</Table.Td>
                <Table.Td ta="right">{formatMoney(line.amountCents)}</Table.Td>
                <Table.Td>
                  <Button size="xs" variant="light" onClick={() => onRecord(line)}>
                    Record this advance
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </Paper>
  )
}
