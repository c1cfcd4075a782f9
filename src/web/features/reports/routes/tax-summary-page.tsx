import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Grid,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core'
import {
  IconCalculator,
  IconCash,
  IconReceiptTax,
  IconRefresh,
  IconScale,
  IconWallet,
} from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { REPORT_MESSAGES, type TaxReport } from '@/contracts/reports'
import { EmptyState } from '@/web/components/ui/empty-state'
import { LoadError } from '@/web/components/ui/load-error'
import { PageTitle } from '@/web/components/ui/page-title'
import { StatCard } from '@/web/components/ui/stat-card'
import { TableScroll } from '@/web/components/ui/table-scroll'
import { reportCsvUrl, useTaxReport } from '@/web/features/reports/api/reports-api'
import { CategoryBreakdown } from '@/web/features/reports/components/category-breakdown'
import { ReportFileButton } from '@/web/features/reports/components/report-file-button'
import { ReportSection } from '@/web/features/reports/components/report-section'
import { ReportTips } from '@/web/features/reports/components/report-tips'
import { CsvButton } from '@/web/features/reports/components/report-toolbar'
import { TaxProfileForm } from '@/web/features/reports/components/tax-profile-form'
import { formatDate, formatMoney } from '@/web/lib/format'
import { notifyError } from '@/web/lib/notify'
import { useToday } from '@/web/lib/today'

/** The detailed estimate, line by line as a return builds it. */
function DetailedEstimate({ report }: { report: TaxReport }) {
  const d = report.detailed
  if (!d) {
    return (
      <Text size="sm" c="dimmed">
        No federal tax tables for {report.year} yet: only the simple estimate is shown.
      </Text>
    )
  }
  const lines: [string, number, string?][] = [
    ['Schedule C profit', d.scheduleCProfitCents, 'Gross income less deductions, vehicle as below'],
    [
      'Self-employment tax',
      d.seTaxCents,
      'Schedule SE: 15.3% of 92.35% of profit (Social Security up to the wage base)',
    ],
    ['Half of SE tax (deducted)', -d.halfSeTaxCents],
    ['Adjusted gross income', d.adjustedGrossIncomeCents, 'Including W-2 wages and other income'],
    ['Standard deduction', -d.standardDeductionCents],
    ['QBI deduction', -d.qbiDeductionCents, 'Section 199A: 20% of business income, limited'],
    ['Taxable income', d.taxableIncomeCents],
    ['Federal income tax', d.incomeTaxCents, `${report.year} brackets`],
    ['Total federal tax', d.totalTaxCents, 'Income tax plus self-employment tax'],
  ]
  return (
    <TableScroll label="Detailed estimate" minWidth={420}>
      <Table>
        <Table.Tbody>
          {lines.map(([label, cents, note]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" fw={label.startsWith('Total') ? 700 : 500}>
                {label}
                {note && (
                  <Text size="xs" c="dimmed" fw={400}>
                    {note}
                  </Text>
                )}
              </Table.Th>
              <Table.Td ta="right" fw={label.startsWith('Total') ? 700 : 400} data-testid={`tax-${label}`}>
                {formatMoney(cents)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  )
}

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
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }} mb="lg">
        <StatCard
          label="Gross Income"
          value={data ? formatMoney(data.grossIncomeCents) : null}
          icon={IconCash}
          color="teal"
        />
        <StatCard
          label="Deductions"
          value={data ? formatMoney(data.deductionsCents) : null}
          icon={IconReceiptTax}
          color="orange"
        />
        <StatCard
          label="Net Profit"
          value={data ? formatMoney(data.netProfitCents) : null}
          icon={IconWallet}
          color="blue"
        />
        <StatCard
          label="Estimated Tax"
          value={data ? formatMoney(data.simpleEstimateCents) : null}
          hint={
            data?.detailed
              ? `Simple estimate (25% of net); detailed: ${formatMoney(data.detailed.totalTaxCents)}`
              : 'Simple estimate: 25% of net'
          }
          icon={IconScale}
          color="red"
        />
      </SimpleGrid>
      {data && (
        <Grid gap="md" mb="md">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <ReportSection title="Deduction categories">
              {data.deductionCategories.length === 0 ? (
                <EmptyState icon={IconReceiptTax} title={`No tax-deductible expenses in ${year}`} />
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
              <Text size="xs" c="dimmed" mt="sm">
                A common mapping to Schedule C lines; preparers differ on some (fuel and tolls on line 9 or in
                Part V).
              </Text>
            </ReportSection>
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
                <DetailedEstimate report={data} />
                <Text size="xs" c="dimmed" mt="xs">
                  Vehicle:{' '}
                  {data.vehicle.method === 'standard_mileage' ? 'standard mileage rate' : 'actual costs'}.{' '}
                  {data.vehicle.reason}
                </Text>
              </ReportSection>
              <ReportSection title="Quarterly estimated payments">
                <QuarterlyPayments report={data} />
              </ReportSection>
              <ReportSection title={`Your ${year} tax profile`}>
                <TaxProfileForm year={year} profile={data.profile} />
              </ReportSection>
            </Stack>
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
        These figures come from your records and the federal rules of each year. They leave out state tax,
        credits, the Additional Medicare Tax and other items of your return: confirm every figure with a tax
        professional.
      </Alert>
      <ReportTips />
    </>
  )
}
