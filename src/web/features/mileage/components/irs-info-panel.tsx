import { Alert, List, Stack, Table, Text, Title } from '@mantine/core'
import { IconInfoCircle } from '@tabler/icons-react'
import { IRS_MILEAGE_RATES_TENTHS_OF_CENT } from '@/domain/mileage/rates'
import { formatRate } from '@/web/features/mileage/lib/mileage-format'

const RATES = Object.entries(IRS_MILEAGE_RATES_TENTHS_OF_CENT)
  .map(([year, tenths]) => ({ year, cents: tenths / 10 }))
  .sort((a, b) => b.year.localeCompare(a.year))

/** What the standard mileage rate is and who may use it. */
export function IrsInfoPanel() {
  return (
    <Alert
      variant="light"
      color="blue"
      icon={<IconInfoCircle size={20} />}
      mt="lg"
      title="IRS Mileage Information"
    >
      <Stack gap="sm">
        <Text size="sm">
          The IRS sets a standard mileage rate for business use each year. Where it applies, each entry's
          deduction uses the rate of the year it was driven: business miles × that year's rate. Personal miles
          are not deductible.
        </Text>
        <Table withTableBorder withColumnBorders maw={320} aria-label="IRS standard mileage rates">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Year</Table.Th>
              <Table.Th>Business rate</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {RATES.map((rate) => (
              <Table.Tr key={rate.year}>
                <Table.Td>{rate.year}</Table.Td>
                <Table.Td>{formatRate(rate.cents)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Title order={2} fz="sm">
          Who can use the standard rate
        </Title>
        <List size="sm" spacing={4}>
          <List.Item>The standard mileage rate is for cars, pickups and vans used for business.</List.Item>
          <List.Item>
            Tractors (semi trucks) cannot use it: their owners deduct the actual costs instead (fuel, repairs,
            tires, insurance, depreciation and the like), which you can track as expenses.
          </List.Item>
          <List.Item>
            Company drivers paid on a W-2 cannot deduct their business miles, nor any other unreimbursed
            employee expense.
          </List.Item>
          <List.Item>
            Record the date, start and end locations, miles and business purpose of each trip, and keep your
            records for 3 years.
          </List.Item>
        </List>
      </Stack>
    </Alert>
  )
}
