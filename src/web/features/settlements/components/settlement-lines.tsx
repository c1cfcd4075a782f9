import { Checkbox, Grid, NumberInput, Select, SimpleGrid, Text, TextInput } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import type { ReactNode } from 'react'
import {
  DEDUCTION_CATEGORIES,
  type LineKind,
  LUMPER_TEXT,
  OFFERED_DEDUCTION_CATEGORIES,
} from '@/domain/settlements/settlement-math'
import { MoneyInput } from '@/web/components/ui/money-input'
import { newLine, type SettlementFormValues } from '@/web/features/settlements/lib/form-values'
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

/** Escrow, advances, withholding and personal money are not a cost: the label says so. */
const optionOf = (value: keyof typeof DEDUCTION_CATEGORIES) => {
  const category = DEDUCTION_CATEGORIES[value]
  return { value, label: category.expenseCategory ? category.label : `${category.label} (not an expense)` }
}
const CATEGORY_OPTIONS = OFFERED_DEDUCTION_CATEGORIES.map(optionOf)
/** A line the reader could not name shows as such until the user picks what it is. */
const WITH_NEEDS_REVIEW = [...CATEGORY_OPTIONS, { value: 'needs_review', label: 'Needs review' }]

const SECTIONS: Record<LineKind, { title: string; noun: string; description: string }> = {
  load: {
    title: 'Loads',
    noun: 'load',
    description: 'Each load you were paid for; together they make the gross.',
  },
  deduction: {
    title: 'Deductions',
    noun: 'deduction',
    description:
      'Fuel, insurance, fees and the like post as expenses. Escrow, cash advances, tax withholding and personal money (garnishment, child support, loans) are not expenses. Tick Credit for money given back (a fuel discount, a reversed charge).',
  },
  reimbursement: {
    title: 'Reimbursements',
    noun: 'reimbursement',
    description:
      'Money paid back to you on this settlement (tolls, scales, lumper fees). A lumper paid back also posts the lumper fee, so the two cancel out.',
  },
}

/**
 * The lines of one kind, a view of the form's one `lines` list: adding appends a line of this kind,
 * and `fields` gets the form path of each line it shows (`lines.<index in the whole list>`).
 */
function LinesOfKind(props: { form: Form; kind: LineKind; fields: (path: string) => ReactNode }) {
  const { form, kind, fields } = props
  const rows = form.values.lines.flatMap((line, index) =>
    line.kind === kind ? [{ key: line.key, index }] : [],
  )
  return (
    <LineSection
      {...SECTIONS[kind]}
      rows={rows}
      onAdd={() => form.insertListItem('lines', newLine(kind))}
      onRemove={(row) => form.removeListItem('lines', row.index)}
      renderRow={(row) => fields(`lines.${row.index}`)}
    />
  )
}

/**
 * A load's fields follow the width of the form, not of the screen (beside the document on the review
 * screen the form is half as wide): the four short values two or four to a row, the places wider,
 * all six in one row only when each still shows a "City, ST" and a four-figure amount whole.
 */
const LOAD_WIDTHS = { xs: '360px', sm: '520px', md: '1080px', lg: '1400px', xl: '1800px' }
const SHORT = { base: 6, sm: 3, md: 2 }
const PLACE = { base: 12, sm: 6, md: 2 }

export function LoadLines({ form }: { form: Form }) {
  return (
    <LinesOfKind
      form={form}
      kind="load"
      fields={(line) => (
        <Grid type="container" breakpoints={LOAD_WIDTHS} gap="xs">
          <Grid.Col span={SHORT}>
            <TextInput label="Load #" {...form.getInputProps(`${line}.loadNumber`)} />
          </Grid.Col>
          <Grid.Col span={SHORT}>
            <TextInput label="Load Date" type="date" {...form.getInputProps(`${line}.loadDate`)} />
          </Grid.Col>
          <Grid.Col span={SHORT}>
            <NumberInput
              label="Miles"
              min={0}
              step={0.1}
              decimalScale={1}
              hideControls
              thousandSeparator=","
              {...form.getInputProps(`${line}.miles`)}
            />
          </Grid.Col>
          <Grid.Col span={SHORT}>
            <MoneyInput
              hideControls
              label="Amount"
              withAsterisk
              {...moneyProps(form, `${line}.amountCents`)}
            />
          </Grid.Col>
          <Grid.Col span={PLACE}>
            <TextInput label="Origin" placeholder="City, ST" {...form.getInputProps(`${line}.origin`)} />
          </Grid.Col>
          <Grid.Col span={PLACE}>
            <TextInput
              label="Destination"
              placeholder="City, ST"
              {...form.getInputProps(`${line}.destination`)}
            />
          </Grid.Col>
        </Grid>
      )}
    />
  )
}

/** The line of the form at a path (`lines.3`). */
const lineAt = (form: Form, path: string) => form.values.lines[Number(path.split('.')[1])]

export function DeductionLines({ form }: { form: Form }) {
  return (
    <LinesOfKind
      form={form}
      kind="deduction"
      fields={(line) => {
        const row = lineAt(form, line)
        const review = row?.category === 'needs_review'
        return (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" verticalSpacing="xs">
            <TextInput label="Description" {...form.getInputProps(`${line}.description`)} />
            <Select
              label="Category"
              data={review ? WITH_NEEDS_REVIEW : CATEGORY_OPTIONS}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps(`${line}.category`)}
              description={review ? 'Not deducted until you pick what it is' : undefined}
              styles={review ? { input: { borderColor: 'var(--mantine-color-yellow-6)' } } : undefined}
            />
            <div>
              <MoneyInput
                hideControls
                label="Amount"
                withAsterisk
                {...moneyProps(form, `${line}.amountCents`)}
              />
              <Checkbox
                mt={6}
                size="xs"
                label="Credit (money given back)"
                {...form.getInputProps(`${line}.credit`, { type: 'checkbox' })}
              />
            </div>
          </SimpleGrid>
        )
      }}
    />
  )
}

export function ReimbursementLines({ form }: { form: Form }) {
  return (
    <LinesOfKind
      form={form}
      kind="reimbursement"
      fields={(line) => {
        const row = lineAt(form, line)
        // "Lumper" or "unloading" in the description says so already.
        const named = LUMPER_TEXT.test(row?.description ?? '')
        return (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs">
            <TextInput label="Description" {...form.getInputProps(`${line}.description`)} />
            <div>
              <MoneyInput
                hideControls
                label="Amount"
                withAsterisk
                {...moneyProps(form, `${line}.amountCents`)}
              />
              <Checkbox
                mt={6}
                size="xs"
                label={
                  <Text span size="xs">
                    Lumper paid back (also posts the lumper fee)
                  </Text>
                }
                {...form.getInputProps(`${line}.lumper`, { type: 'checkbox' })}
                checked={named || row?.lumper === true}
                disabled={named}
              />
            </div>
          </SimpleGrid>
        )
      }}
    />
  )
}
