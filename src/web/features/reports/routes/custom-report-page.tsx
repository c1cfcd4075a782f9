import {
  ActionIcon,
  Button,
  Checkbox,
  Grid,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconDeviceFloppy, IconEye, IconEyeOff, IconFileReport, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import {
  CUSTOM_REPORT_COLUMNS,
  CUSTOM_REPORT_MESSAGES,
  type CustomReportColumn,
  type CustomReportConfig,
  DEFAULT_AMOUNT_RANGE_CENTS,
  DEFAULT_CUSTOM_COLUMNS,
  type ReportTemplate,
} from '@/contracts/reports'
import { ALL_CATEGORIES, PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@/domain/categories'
import { startOfMonth } from '@/domain/period'
import { EmptyState } from '@/web/components/ui/empty-state'
import { FormError } from '@/web/components/ui/form-error'
import { MoneyInput } from '@/web/components/ui/money-input'
import { PageTitle } from '@/web/components/ui/page-title'
import { TableScroll } from '@/web/components/ui/table-scroll'
import {
  useCustomPreview,
  useDeleteReportTemplate,
  useReportTemplates,
  useSaveReportTemplate,
} from '@/web/features/reports/api/reports-api'
import { useMakeReport } from '@/web/features/reports/hooks/use-make-report'
import { errorText } from '@/web/lib/api'
import { confirmAction } from '@/web/lib/confirm'
import { formatCount, formatDate, formatMoney } from '@/web/lib/format'
import { notifyError, notifySuccess } from '@/web/lib/notify'
import { useToday } from '@/web/lib/today'

const TYPE_OPTIONS = [
  { value: 'expenses', label: 'Expenses' },
  { value: 'revenue', label: 'Revenue' },
  { value: 'profit_loss', label: 'Profit & Loss' },
  { value: 'combined', label: 'Combined' },
]

const COLUMN_LABELS: Record<CustomReportColumn, string> = {
  date: 'Date',
  description: 'Description',
  category: 'Category',
  amount: 'Amount',
  payment_method: 'Payment Method',
  notes: 'Notes',
}

interface Form {
  name: string
  type: CustomReportConfig['type']
  start: string
  end: string
  category: string | null
  min: number | null
  max: number | null
  paymentMethod: string | null
  columns: CustomReportColumn[]
}

function toConfig(form: Form, name = form.name): CustomReportConfig {
  return {
    name,
    type: form.type,
    filters: {
      dateRange: { start: form.start, end: form.end },
      category: form.category,
      // A blank amount is 0 (spec 5).
      amountRange: { min: form.min ?? 0, max: form.max ?? 0 },
      paymentMethod: form.paymentMethod as CustomReportConfig['filters']['paymentMethod'],
    },
    columns: form.columns,
  }
}

function fromTemplate(template: ReportTemplate, fallback: Form): Form {
  const config = template.config as Partial<CustomReportConfig>
  return {
    name: config.name ?? template.name,
    type: config.type ?? fallback.type,
    start: config.filters?.dateRange.start ?? fallback.start,
    end: config.filters?.dateRange.end ?? fallback.end,
    category: config.filters?.category ?? null,
    min: config.filters?.amountRange.min ?? 0,
    max: config.filters?.amountRange.max ?? DEFAULT_AMOUNT_RANGE_CENTS.max,
    paymentMethod: config.filters?.paymentMethod ?? null,
    columns: config.columns ?? [...DEFAULT_CUSTOM_COLUMNS],
  }
}

function cell(row: { [key: string]: unknown }, column: CustomReportColumn, type: CustomReportConfig['type']) {
  const r = row as {
    date: string
    description: string
    categoryLabel: string
    amountCents: number
    paymentMethod: string | null
    notes: string
    type: string
  }
  switch (column) {
    case 'date':
      return r.date ? formatDate(r.date) : ''
    case 'description':
      return r.description
    case 'category':
      return r.categoryLabel
    case 'amount': {
      const signed = (type === 'combined' || type === 'profit_loss') && r.type === 'expense'
      return formatMoney(signed ? -r.amountCents : r.amountCents)
    }
    case 'payment_method':
      return r.paymentMethod
        ? (PAYMENT_METHOD_LABELS[r.paymentMethod as keyof typeof PAYMENT_METHOD_LABELS] ?? r.paymentMethod)
        : ''
    case 'notes':
      return r.notes
  }
}

export function CustomReportPage() {
  const today = useToday()
  const initial: Form = {
    name: '',
    type: 'expenses',
    start: startOfMonth(today),
    end: today,
    category: null,
    min: DEFAULT_AMOUNT_RANGE_CENTS.min,
    max: DEFAULT_AMOUNT_RANGE_CENTS.max,
    paymentMethod: null,
    columns: [...DEFAULT_CUSTOM_COLUMNS],
  }
  const [form, setForm] = useState<Form>(initial)
  const [showPreview, setShowPreview] = useState(true)
  const [format, setFormat] = useState<'pdf' | 'csv'>('pdf')
  const [error, setError] = useState<string | null>(null)
  const set = (patch: Partial<Form>) => setForm((current) => ({ ...current, ...patch }))

  const [debounced] = useDebouncedValue(form, 300)
  const previewable =
    debounced.start && debounced.end && debounced.start <= debounced.end && debounced.columns.length > 0
  const preview = useCustomPreview(
    showPreview && previewable ? toConfig(debounced, debounced.name.trim() || 'Preview') : null,
  )
  const templates = useReportTemplates()
  const saveTemplate = useSaveReportTemplate()
  const deleteTemplate = useDeleteReportTemplate()
  const { make, busy } = useMakeReport()
  const [templateId, setTemplateId] = useState<string | null>(null)

  const blankName = form.name.trim() === ''
  const validate = (): CustomReportConfig | null => {
    const problem = blankName
      ? CUSTOM_REPORT_MESSAGES.nameRequired
      : !form.start || !form.end || form.start > form.end
        ? CUSTOM_REPORT_MESSAGES.dateRange
        : (form.min ?? 0) > (form.max ?? 0)
          ? CUSTOM_REPORT_MESSAGES.amountRange
          : form.columns.length === 0
            ? CUSTOM_REPORT_MESSAGES.columns
            : null
    setError(problem)
    return problem ? null : toConfig(form, form.name.trim())
  }

  const categories = ALL_CATEGORIES.filter((c) =>
    form.type === 'expenses' ? c.type === 'expense' : form.type === 'revenue' ? c.type === 'revenue' : true,
  )
  const visibleColumns =
    form.type === 'profit_loss' ? (['category', 'amount'] as CustomReportColumn[]) : form.columns

  return (
    <>
      <PageTitle title="Custom Report Builder" />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
            <Stack gap="sm">
              <FormError message={error} />
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <Select
                  label="Templates"
                  placeholder={templates.data?.total ? 'Load a saved template' : 'No saved templates yet'}
                  data={(templates.data?.items ?? []).map((t) => ({ value: t.id, label: t.name }))}
                  value={templateId}
                  disabled={!templates.data?.total}
                  onChange={(id) => {
                    setTemplateId(id)
                    const template = templates.data?.items.find((t) => t.id === id)
                    if (template) setForm(fromTemplate(template, initial))
                  }}
                  style={{ flex: 1 }}
                />
                <Tooltip label="Delete this template">
                  <ActionIcon
                    variant="default"
                    size="lg"
                    aria-label="Delete template"
                    disabled={!templateId}
                    onClick={async () => {
                      if (!templateId) return
                      if (
                        !(await confirmAction({ message: 'Are you sure you want to delete this template?' }))
                      )
                        return
                      deleteTemplate.mutate(templateId, {
                        onSuccess: () => {
                          setTemplateId(null)
                          notifySuccess(CUSTOM_REPORT_MESSAGES.templateDeleted)
                        },
                        onError: (e) => notifyError(errorText(e, 'Failed to delete the template')),
                      })
                    }}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
              <TextInput
                label="Report name"
                required
                value={form.name}
                onChange={(e) => set({ name: e.currentTarget.value })}
                maxLength={120}
              />
              <Select
                label="Report type"
                data={TYPE_OPTIONS}
                value={form.type}
                allowDeselect={false}
                onChange={(value) => set({ type: (value ?? 'expenses') as Form['type'], category: null })}
              />
              <Title order={2} fz="md" mt="xs">
                Filters
              </Title>
              <SimpleGrid cols={2} spacing="xs">
                <TextInput
                  label="From"
                  type="date"
                  value={form.start}
                  onChange={(e) => set({ start: e.currentTarget.value })}
                />
                <TextInput
                  label="To"
                  type="date"
                  value={form.end}
                  onChange={(e) => set({ end: e.currentTarget.value })}
                />
              </SimpleGrid>
              <Select
                label="Category"
                placeholder="All categories"
                data={categories.map((c) => ({ value: c.value, label: c.label }))}
                value={form.category}
                onChange={(category) => set({ category })}
                clearable
                searchable
              />
              <SimpleGrid cols={2} spacing="xs">
                <MoneyInput label="Amount from" value={form.min} onChange={(min) => set({ min })} />
                <MoneyInput label="Amount to" value={form.max} onChange={(max) => set({ max })} />
              </SimpleGrid>
              <Select
                label="Payment method"
                placeholder="All payment methods"
                data={PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }))}
                value={form.paymentMethod}
                onChange={(paymentMethod) => set({ paymentMethod })}
                clearable
              />
              <Checkbox.Group
                label="Columns"
                value={form.columns}
                onChange={(values) =>
                  set({ columns: CUSTOM_REPORT_COLUMNS.filter((c) => values.includes(c)) })
                }
              >
                <SimpleGrid cols={2} spacing={6} mt={6}>
                  {CUSTOM_REPORT_COLUMNS.map((c) => (
                    <Checkbox
                      key={c}
                      value={c}
                      label={COLUMN_LABELS[c]}
                      disabled={form.type === 'profit_loss'}
                    />
                  ))}
                </SimpleGrid>
              </Checkbox.Group>
              {form.type === 'profit_loss' && (
                <Text size="xs" c="dimmed">
                  Profit & Loss sums each category: its columns are the category and the amount.
                </Text>
              )}
              <Group gap="xs" mt="sm">
                <SegmentedControl
                  aria-label="File format"
                  size="xs"
                  data={[
                    { value: 'pdf', label: 'PDF' },
                    { value: 'csv', label: 'CSV' },
                  ]}
                  value={format}
                  onChange={(value) => setFormat(value as 'pdf' | 'csv')}
                />
                <Button
                  leftSection={<IconFileReport size={16} />}
                  disabled={blankName}
                  loading={busy !== null}
                  onClick={async () => {
                    const config = validate()
                    if (!config) return
                    const report = await make({ type: 'custom', format, config }, 'Custom', {
                      download: true,
                    })
                    if (report === null) setError(CUSTOM_REPORT_MESSAGES.failed)
                  }}
                >
                  Generate Report
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconDeviceFloppy size={16} />}
                  loading={saveTemplate.isPending}
                  onClick={() => {
                    const config = validate()
                    if (!config) return
                    saveTemplate.mutate(config, {
                      onSuccess: (template) => {
                        setTemplateId(template.id)
                        notifySuccess(CUSTOM_REPORT_MESSAGES.templateSaved)
                      },
                      onError: (e) => setError(errorText(e, 'Failed to save the template')),
                    })
                  }}
                >
                  Save as Template
                </Button>
              </Group>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
            <Group justify="space-between" mb="sm">
              <Title order={2} fz="lg">
                Preview
              </Title>
              <Button
                variant="subtle"
                size="xs"
                leftSection={showPreview ? <IconEyeOff size={14} /> : <IconEye size={14} />}
                onClick={() => setShowPreview((v) => !v)}
              >
                {showPreview ? 'Hide Preview' : 'Show Preview'}
              </Button>
            </Group>
            {!showPreview && (
              <Text size="sm" c="dimmed">
                The preview is hidden.
              </Text>
            )}
            {showPreview && preview.isError && (
              <FormError message={errorText(preview.error, 'Failed to load the preview')} />
            )}
            {showPreview && preview.data && (
              <>
                <Group gap="lg" mb="sm">
                  <Text size="sm">
                    <b>{formatCount(preview.data.rowCount)}</b>{' '}
                    {form.type === 'profit_loss' ? 'categories' : 'rows'}
                  </Text>
                  {form.type !== 'expenses' && (
                    <Text size="sm">Revenue {formatMoney(preview.data.totalRevenueCents)}</Text>
                  )}
                  {form.type !== 'revenue' && (
                    <Text size="sm">Expenses {formatMoney(preview.data.totalExpensesCents)}</Text>
                  )}
                  {(form.type === 'profit_loss' || form.type === 'combined') && (
                    <Text size="sm" fw={600}>
                      Net {formatMoney(preview.data.netCents)}
                    </Text>
                  )}
                </Group>
                {preview.data.rows.length === 0 ? (
                  <EmptyState
                    icon={IconFileReport}
                    title="No rows match these filters"
                    description="Widen the dates or clear a filter."
                  />
                ) : (
                  <TableScroll label="Preview rows" minWidth={480}>
                    <Table striped>
                      <Table.Thead>
                        <Table.Tr>
                          {visibleColumns.map((c) => (
                            <Table.Th key={c} ta={c === 'amount' ? 'right' : undefined}>
                              {COLUMN_LABELS[c]}
                            </Table.Th>
                          ))}
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {preview.data.rows.map((row) => (
                          <Table.Tr key={row.id}>
                            {visibleColumns.map((c) => (
                              <Table.Td key={c} ta={c === 'amount' ? 'right' : undefined}>
                                {cell(row, c, form.type)}
                              </Table.Td>
                            ))}
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </TableScroll>
                )}
                {preview.data.rowCount > preview.data.rows.length && (
                  <Text size="xs" c="dimmed" mt="xs">
                    The first {preview.data.rows.length} of {formatCount(preview.data.rowCount)}: the report
                    holds them all.
                  </Text>
                )}
              </>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
    </>
  )
}
