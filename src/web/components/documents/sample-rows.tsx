import { Badge, Paper, Table, Text, Title } from '@mantine/core'
import { TableScroll } from '@/web/components/ui/table-scroll'

/**
 * The first rows of an imported file, each column headed by the field it is imported as: the
 * column-mapping screens of settlements and of IFTA records.
 */
export function SampleRows({
  headers,
  rows,
  fieldLabelOf,
  description,
}: {
  headers: readonly string[]
  rows: readonly (readonly string[])[]
  /** The label of the field a column is imported as, or undefined when it is not imported. */
  fieldLabelOf: (index: number) => string | undefined
  description: string
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Sample rows">
      <Title order={2} fz="lg" mb={4}>
        Sample rows
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {description}
      </Text>
      <TableScroll label="First rows of the file" minWidth={headers.length * 120}>
        <Table striped withTableBorder fz="sm">
          <Table.Thead>
            <Table.Tr>
              {headers.map((_header, index) => {
                const field = fieldLabelOf(index)
                return (
                  <Table.Th key={index} style={{ verticalAlign: 'bottom' }}>
                    {field && (
                      <Badge size="xs" variant="light" display="block" mb={4}>
                        {field}
                      </Badge>
                    )}
                    {/* Unseen here, it keeps the field and the column apart in a phone's card labels. */}
                    {field && <span style={{ fontSize: 0 }}>: </span>}
                    {columnName(headers, index)}
                  </Table.Th>
                )
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, rowIndex) => (
              <Table.Tr key={rowIndex}>
                {headers.map((_, index) => (
                  <Table.Td key={index} c={fieldLabelOf(index) ? undefined : 'dimmed'}>
                    {row[index] ?? ''}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </Paper>
  )
}

/** A column's printed name, or its place when the file leaves its header blank. */
export function columnName(headers: readonly string[], index: number): string {
  return headers[index]?.trim() || `Column ${index + 1}`
}
