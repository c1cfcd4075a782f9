import { Paper, Table, Text, Title } from '@mantine/core'
import type { IftaReturn } from '@/contracts/ifta'
import { TableScroll } from '@/web/components/ui/table-scroll'
import { signedMoney } from '@/web/features/ifta/lib/ifta-labels'
import { formatDate, formatMoney } from '@/web/lib/format'

/** The versions filed before this one (an amended return keeps what it replaced). */
export function ReturnHistory({ history }: { history: IftaReturn['history'] }) {
  if (history.length === 0) return null
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Filed before">
      <Title order={2} fz="lg" mb="sm">
        Filed before
      </Title>
      <TableScroll label="Returns filed before table" minWidth={480}>
        <Table verticalSpacing="xs" aria-label="Returns filed before">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Version</Table.Th>
              <Table.Th>Filed on</Table.Th>
              <Table.Th ta="right">Tax due</Table.Th>
              <Table.Th ta="right">Paid</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.map((version) => (
              <Table.Tr key={version.version}>
                <Table.Td>{version.version === 1 ? 'Original' : `Amendment ${version.version - 1}`}</Table.Td>
                <Table.Td>{version.filedOn ? formatDate(version.filedOn) : '—'}</Table.Td>
                <Table.Td ta="right">{signedMoney(version.totalDueCents)}</Table.Td>
                <Table.Td ta="right">
                  {version.amountPaidCents === null ? (
                    <Text span size="sm" c="dimmed">
                      —
                    </Text>
                  ) : (
                    formatMoney(version.amountPaidCents)
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </Paper>
  )
}
