import { Paper, Table } from '@mantine/core'
import type { ReactNode } from 'react'

/** A calculator's answer: label and figure per row. */
export function CalculatorResult({ rows, label }: { rows: [string, ReactNode][]; label: string }) {
  return (
    <Paper withBorder radius="md" p="sm" mt="md" bg="var(--mantine-color-gray-0)" aria-live="polite">
      <Table aria-label={label}>
        <Table.Tbody>
          {rows.map(([name, value]) => (
            <Table.Tr key={name}>
              <Table.Th scope="row" fw={500}>
                {name}
              </Table.Th>
              <Table.Td ta="right" fw={600}>
                {value}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  )
}
