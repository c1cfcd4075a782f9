import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { FormError } from '@/web/components/ui/form-error'
import { TableScroll } from '@/web/components/ui/table-scroll'
import { useCalculator } from '@/web/features/reports/api/reports-api'
import {
  AddRowButton,
  RemoveRowButton,
  useEditableRows,
} from '@/web/features/reports/components/calculators/editable-rows'
import { errorText } from '@/web/lib/api'
import { formatMoney } from '@/web/lib/format'

interface Row {
  jurisdiction: string
  totalMiles: string
  taxableMiles: string
  taxPaidGallons: string
  taxRate: string
  surchargeRate: string
}

interface IftaResult {
  fleetMpg: string
  rows: {
    jurisdiction: string
    taxableGallons: number
    netTaxableGallons: number
    taxCents: number
    surchargeCents?: number
    totalDueCents: number
  }[]
  totalDueCents: number
}

const blank: Row = {
  jurisdiction: '',
  totalMiles: '',
  taxableMiles: '',
  taxPaidGallons: '0',
  taxRate: '',
  surchargeRate: '',
}

export function IftaCalculator() {
  const [totals, setTotals] = useState({ totalMiles: '', totalGallons: '', fleetMpg: '' })
  const { rows, update, add, remove } = useEditableRows<Row>([{ ...blank }])
  const calculate = useCalculator<object, IftaResult>('ifta')
  const field = (i: number, key: keyof Row, label: string, width: number) => (
    <TextInput
      label={label}
      value={rows[i]![key]}
      onChange={(e) => update(i, { [key]: e.currentTarget.value })}
      inputMode={key === 'jurisdiction' ? 'text' : 'decimal'}
      w={width}
      required={key !== 'surchargeRate'}
    />
  )
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        calculate.mutate({
          totalMiles: totals.totalMiles.trim(),
          totalGallons: totals.totalGallons.trim(),
          ...(totals.fleetMpg.trim() ? { fleetMpg: totals.fleetMpg.trim() } : {}),
          jurisdictions: rows.map(({ surchargeRate, ...row }) => ({
            ...row,
            ...(surchargeRate.trim() ? { surchargeRate: surchargeRate.trim() } : {}),
          })),
        })
      }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          A quarter's return: fleet MPG to two decimals, taxable gallons to whole gallons, tax to the cent at
          each jurisdiction's rate for the quarter (dollars per gallon). A negative amount is a credit.
        </Text>
        {calculate.isError && <FormError message={errorText(calculate.error, 'Failed to calculate')} />}
        <Group gap="xs" align="flex-end">
          <TextInput
            label="Total miles"
            inputMode="decimal"
            value={totals.totalMiles}
            onChange={(e) => setTotals({ ...totals, totalMiles: e.currentTarget.value })}
            w={140}
            required
          />
          <TextInput
            label="Total gallons"
            inputMode="decimal"
            value={totals.totalGallons}
            onChange={(e) => setTotals({ ...totals, totalGallons: e.currentTarget.value })}
            w={140}
            required
          />
          <TextInput
            label="Fleet MPG (optional)"
            inputMode="decimal"
            value={totals.fleetMpg}
            onChange={(e) => setTotals({ ...totals, fleetMpg: e.currentTarget.value })}
            w={160}
          />
        </Group>
        {rows.map((_, i) => (
          <Group key={i} gap="xs" align="flex-end" wrap="wrap">
            {field(i, 'jurisdiction', 'Jurisdiction', 100)}
            {field(i, 'totalMiles', 'Total miles', 110)}
            {field(i, 'taxableMiles', 'Taxable miles', 110)}
            {field(i, 'taxPaidGallons', 'Tax-paid gallons', 130)}
            {field(i, 'taxRate', 'Rate ($/gal)', 100)}
            {field(i, 'surchargeRate', 'Surcharge ($/gal)', 130)}
            <RemoveRowButton label="Remove jurisdiction" count={rows.length} onRemove={() => remove(i)} />
          </Group>
        ))}
        <Group gap="xs">
          <AddRowButton label="Add jurisdiction" onAdd={() => add({ ...blank })} />
          <Button type="submit" loading={calculate.isPending}>
            Calculate
          </Button>
        </Group>
      </Stack>
      {calculate.data && (
        <TableScroll label="IFTA return" minWidth={560}>
          <Table mt="md" aria-live="polite">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Jurisdiction</Table.Th>
                <Table.Th ta="right">Taxable gallons</Table.Th>
                <Table.Th ta="right">Net gallons</Table.Th>
                <Table.Th ta="right">Tax</Table.Th>
                <Table.Th ta="right">Surcharge</Table.Th>
                <Table.Th ta="right">Due</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {calculate.data.rows.map((r, i) => (
                <Table.Tr key={i}>
                  <Table.Td>{r.jurisdiction}</Table.Td>
                  <Table.Td ta="right">{r.taxableGallons}</Table.Td>
                  <Table.Td ta="right">{r.netTaxableGallons}</Table.Td>
                  <Table.Td ta="right">{formatMoney(r.taxCents)}</Table.Td>
                  <Table.Td ta="right">
                    {r.surchargeCents === undefined ? '—' : formatMoney(r.surchargeCents)}
                  </Table.Td>
                  <Table.Td ta="right">{formatMoney(r.totalDueCents)}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Th scope="row">Fleet MPG {calculate.data.fleetMpg}</Table.Th>
                <Table.Td colSpan={4} />
                <Table.Td ta="right" fw={700}>
                  {formatMoney(calculate.data.totalDueCents)}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </form>
  )
}
