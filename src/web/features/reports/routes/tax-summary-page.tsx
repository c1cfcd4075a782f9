import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Grid,
  Group,
  Select,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core'
import { IconCalculator, IconReceiptTax, IconRefresh } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { REPORT_MESSAGES, type TaxReport } from '@/contracts/reports'
import { EmptyState } from '@/web/components/ui/empty-state'
import { LoadError } from '@/web/components/ui/load-error'
import { PageTitle } from '@/web/components/ui/page-title'
import { TableScroll } from '@/web/components/ui/table-scroll'
import { reportCsvUrl, useTaxReport } from '@/web/features/reports/api/reports-api'
import { CategoryBreakdown } from '@/web/features/reports/components/category-breakdown'
import { ReportFileButton } from '@/web/features/reports/components/report-file-button'
import { ReportSection } from '@/web/features/reports/components/report-section'
import { ReportTips } from '@/web/features/reports/components/report-tips'
import { CsvButton } from '@/web/features/reports/components/report-toolbar'
import { TaxEstimateTable } from '@/web/features/reports/components/tax-estimate-table'
import { TaxProfileForm } from '@/web/features/reports/components/tax-profile-form'
import {
  EquipmentSection,
  MealsSection,
  NotDeductedSection,
  Schedule1Section,
} from '@/web/features/reports/components/tax-return-sections'
import { TaxSummaryCards } from '@/web/features/reports/components/tax-summary-cards'
import { PAY_TYPE_LABELS } from '@/web/features/reports/lib/tax-labels'
import { formatDate, formatMoney } from '@/web/lib/format'
import { notifyError } from '@/web/lib/notify'
import { useToday } from '@/web/lib/today'

function QuarterlyPayments({ report }: { report: TaxReport }) {
  const payments = report.detailed?.estimatedPayments
  if (!payments) return null
  return (
    <>
      <Text size="sm" mb="xs">
        {payments.required
          ? `Safe harbour: ${formatMoney(payments.safeHarbourCents)} for the year, ${
              payments.basis === 'last_year' ? "based on last year's tax" : "90% of this year's estimate"
            }.`
          : 'Estimated payments are required only when you expect to owe $1,000 or more.'}
      </Text>
      <TableScroll label="Quarterly estimated payments" minWidth={360}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Quarter</Table.Th>
              <Table.Th>Due</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {payments.payments.map((p) => (
              <Table.Tr key={p.quarter}>
                <Table.Td>{p.quarter.toUpperCase()}</Table.Td>
                <Table.Td>{formatDate(p.dueDate)}</Table.Td>
                <Table.Td ta="right">{formatMoney(p.amountCents)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      <Text size="xs" c="dimmed" mt="xs">
        Due dates move past weekends and legal holidays. Tax withheld from W-2 wages counts toward these
        payments.
      </Text>
    </>
  )
}

export function TaxSummaryPage() {
  const thisYear = Number(useToday().slice(0, 4))
  const [year, setYear] = useState(thisYear)
  const report = useTaxReport(year)
  const data = report.isError ? undefined : report.data

  useEffect(() => {
    if (report.isError) notifyError(REPORT_MESSAGES.taxFailed)
  }, [report.isError])

  const years = Array.from({ length: 5 }, (_, i) => String(thisYear - i))
  return (
    <>
      <PageTitle
        title="Tax Summary"
        actions={
          <Group gap="xs">
            <CsvButton href={reportCsvUrl('tax', { year: String(year) })} name="Tax" />
            <ReportFileButton type="tax" name="Tax Summary" query={{ year }} />
          </Group>
        }
      />
      <Group mb="md" gap="xs">
        <Select
          aria-label="Tax year"
          data={years}
          value={String(year)}
          allowDeselect={false}
          onChange={(value) => setYear(Number(value ?? thisYear))}
          w={120}
        />
        <Tooltip label="Refresh">
          <ActionIcon
            variant="default"
            aria-label="Refresh"
            loading={report.isFetching}
            onClick={() => void report.refetch()}
          >
            <IconRefresh size={16} />
          </ActionIcon>
        </Tooltip>
        {data && (
          <Text size="sm" data-testid="tax-paid-as">
            Paid as: <strong>{PAY_TYPE_LABELS[data.payType]}</strong>
          </Text>
        )}
        <Badge variant="light" color="blue">
          Federal only
        </Badge>
        <Anchor component={Link} to="/per-diem" size="sm" ml="auto">
          Per Diem Log
        </Anchor>
        <Anchor component={Link} to="/reports/tax-tools" size="sm">
          Tax tools: SE tax, per diem, IFTA, Form 2290
        </Anchor>
      </Group>
      {report.isError && (
        <LoadError title={REPORT_MESSAGES.taxFailed} onRetry={() => void report.refetch()} />
      )}
      <TaxSummaryCards report={data} year={year} />
      {data && (
        <Grid gap="md" mb="md">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="md">
              <ReportSection title="Deduction categories">
                {data.deductionCategories.length === 0 ? (
                  <EmptyState
                    icon={IconReceiptTax}
                    title={
                      data.payType === 'w2'
                        ? 'Paid on a W-2: no Schedule C'
                        : `No tax-deductible expenses in ${year}`
                    }
                    description={
                      data.payType === 'w2'
                        ? 'An employee’s expenses are not deductible; your wages and withholding are in the estimate.'
                        : undefined
                    }
                  />
                ) : (
                  <CategoryBreakdown
                    label="Deduction categories"
                    color="orange"
                    rows={data.deductionCategories.map((c) => ({
                      ...c,
                      note: `Schedule C line ${c.scheduleCLine}: ${c.scheduleCLabel}`,
                    }))}
                  />
                )}
                {data.payType !== 'w2' && (
                  <Text size="xs" c="dimmed" mt="sm">
                    A common mapping to Schedule C lines; preparers differ on some (fuel and tolls on line 9
                    or in Part V).
                  </Text>
                )}
              </ReportSection>
              {(data.payType !== 'w2' || data.meals.toSplitCount > 0) && (
                <ReportSection title="Meals and per diem">
                  <MealsSection report={data} />
                </ReportSection>
              )}
              {data.equipment && (
                <ReportSection title="Equipment (Form 4562)">
                  <EquipmentSection equipment={data.equipment} />
                </ReportSection>
              )}
              {data.schedule1.length > 0 && (
                <ReportSection title="Schedule 1">
                  <Schedule1Section report={data} />
                </ReportSection>
              )}
              {data.notDeducted.length > 0 && (
                <ReportSection title="Not deducted">
                  <NotDeductedSection report={data} />
                </ReportSection>
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="md">
              <ReportSection
                title="Detailed estimate"
                actions={
                  data.detailed && (
                    <Badge variant="light" color="gray">
                      {data.profile.filingStatus.replace(/_/g, ' ')}
                    </Badge>
                  )
                }
              >
                <TaxEstimateTable report={data} />
                {data.payType !== 'w2' && (
                  <Text size="xs" c="dimmed" mt="xs">
                    Vehicle:{' '}
                    {data.vehicle.method === 'standard_mileage' ? 'standard mileage rate' : 'actual costs'}.{' '}
                    {data.vehicle.reason}
                  </Text>
                )}
              </ReportSection>
              <ReportSection title="Quarterly estimated payments">
                <QuarterlyPayments report={data} />
              </ReportSection>
            </Stack>
          </Grid.Col>
          <Grid.Col span={12}>
            <ReportSection title={`Your ${year} tax profile`}>
              <TaxProfileForm year={year} report={data} />
            </ReportSection>
          </Grid.Col>
        </Grid>
      )}
      <Alert
        color="yellow"
        variant="light"
        icon={<IconCalculator size={18} />}
        mb="md"
        title="Estimates, not tax advice"
      >
        Federal only: state income tax is not included. These figures come from your records, your tax profile
        and the federal rules of each year; confirm every figure with a tax professional before you file.
      </Alert>
      <ReportTips />
    </>
  )
}
