import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { DEDUCTION_CATEGORIES } from '@/domain/settlements/settlement-math'
import { MoneyInput } from '@/web/components/ui/money-input'
import {
  newDeduction,
  newLoad,
  newReimbursement,
  type SettlementFormValues,
} from '@/web/features/settlements/lib/form-values'
import { LineSection } from './line-section'

type Form = UseFormReturnType<SettlementFormValues>

/** MoneyInput works in cents; bind it to a form path holding cents (or null). */
function moneyProps(form: Form, path: string) {
  const { value, error } = form.getInputProps(path)
  return {
    value: typeof value === 'number' ? value : null,
    error,
    onChange: (cents: number | null) => form.setFieldValue(path, cents as never),
  }
}

/** Escrow and advances are the driver's own money, not a cost: the label says so. */
const CATEGORY_OPTIONS = Object.entries(DEDUCTION_CATEGORIES).map(([value, category]) => ({
  value,
  label: category.expenseCategory ? category.label : `${category.label} (not an expense)`,
}))

export function LoadLines({ form }: { form: Form }) {
  return (
    <LineSection
      title="Loads"
      noun="load"
      description="Each load you were paid for; together they make the gross."
      rows={form.values.loads}
      onAdd={() => form.insertListItem('loads', newLoad())}
      onRemove={(index) => form.removeListItem('loads', index)}
      renderRow={(_, index) => (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="xs" verticalSpacing="xs">
          <TextInput label="Load #" {...form.getInputProps(`loads.${index}.loadNumber`)} />
          <TextInput label="Load Date" type="date" {...form.getInputProps(`loads.${index}.loadDate`)} />
          <TextInput label="Origin" placeholder="City, ST" {...form.getInputProps(`loads.${index}.origin`)} />
          <TextInput
            label="Destination"
            placeholder="City, ST"
            {...form.getInputProps(`loads.${index}.destination`)}
          />
          <NumberInput
            label="Miles"
            min={0}
            step={0.1}
            decimalScale={1}
            hideControls
            thousandSeparator=","
            {...form.getInputProps(`loads.${index}.miles`)}
          />
          <MoneyInput
            hideControls
            label="Amount"
            withAsterisk
            {...moneyProps(form, `loads.${index}.amountCents`)}
          />
        </SimpleGrid>
      )}
    />
  )
}

export function DeductionLines({ form }: { form: Form }) {
  return (
    <LineSection
      title="Deductions"
      noun="deduction"
      description="Fuel, insurance, fees and the like post as expenses. Escrow and cash advances are held or already-paid money, not expenses."
      rows={form.values.deductions}
      onAdd={() => form.insertListItem('deductions', newDeduction())}
      onRemove={(index) => form.removeListItem('deductions', index)}
      renderRow={(_, index) => (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" verticalSpacing="xs">
          <TextInput label="Description" {...form.getInputProps(`deductions.${index}.description`)} />
          <Select
            label="Category"
            data={CATEGORY_OPTIONS}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps(`deductions.${index}.category`)}
          />
          <MoneyInput
            hideControls
            label="Amount"
            withAsterisk
            {...moneyProps(form, `deductions.${index}.amountCents`)}
          />
        </SimpleGrid>
      )}
    />
  )
}

export function ReimbursementLines({ form }: { form: Form }) {
  return (
    <LineSection
      title="Reimbursements"
      noun="reimbursement"
      description="Money paid back to you on this settlement (tolls, scales, lumper fees)."
      rows={form.values.reimbursements}
      onAdd={() => form.insertListItem('reimbursements', newReimbursement())}
      onRemove={(index) => form.removeListItem('reimbursements', index)}
      renderRow={(_, index) => (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs">
          <TextInput label="Description" {...form.getInputProps(`reimbursements.${index}.description`)} />
          <MoneyInput
            hideControls
            label="Amount"
            withAsterisk
            {...moneyProps(form, `reimbursements.${index}.amountCents`)}
          />
        </SimpleGrid>
      )}
    />
  )
}
