import {
  Anchor,
  Button,
  Card,
  Group,
  Menu,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core'
import {
  type Icon,
  IconArrowDownRight,
  IconArrowUpRight,
  IconBuildingBank,
  IconCalculator,
  IconCash,
  IconChartBar,
  IconChevronDown,
  IconFileDownload,
  IconFileSpreadsheet,
  IconFileTypePdf,
  IconReceipt,
  IconReceiptTax,
  IconRoad,
  IconScale,
  IconTableOptions,
  IconTrendingUp,
  IconTruck,
  IconTruckDelivery,
} from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { booksLoads, keepsTrucks } from '@/contracts/access-policy'
import {
  DEFAULT_CUSTOM_COLUMNS,
  REPORT_MESSAGES,
  REPORT_TYPE_NAMES,
  type ReportFileType,
} from '@/contracts/reports'
import { LoadError } from '@/web/components/ui/load-error'
import { PageTitle } from '@/web/components/ui/page-title'
import { StatCard } from '@/web/components/ui/stat-card'
import {
  exportAllUrl,
  loadReportFileUrl,
  type ReportFileRequest,
  useProfitLoss,
} from '@/web/features/reports/api/reports-api'
import { RecentReports } from '@/web/features/reports/components/recent-reports'
import { ReportSection } from '@/web/features/reports/components/report-section'
import { ReportTips } from '@/web/features/reports/components/report-tips'
import { useMakeReport } from '@/web/features/reports/hooks/use-make-report'
import { HUB_PERIODS, type HubPeriod, hubQuery } from '@/web/features/reports/lib/hub-periods'
import { rangeText } from '@/web/features/reports/lib/report-periods'
import { ApiError } from '@/web/lib/api'
import { fetchDownload } from '@/web/lib/download'
import { formatMoney } from '@/web/lib/format'
import { notifyError, notifySuccess } from '@/web/lib/notify'
import { useRoleAllows, useSession } from '@/web/lib/session'
import { taxEstimateNote } from '@/web/lib/tax-estimate'
import { useToday } from '@/web/lib/today'

interface ReportCardInfo {
  /** A report file type, or `loads`: the load report, downloaded straight from its own export. */
  type: ReportFileType | 'loads'
  title: string
  description: string
  to: string
  icon: Icon
}

const REPORT_CARDS: ReportCardInfo[] = [
  {
    type: 'profit_loss',
    title: 'Profit & Loss',
    description: 'Revenue, expenses and net profit by category, against the period before.',
    to: '/reports/profit-loss',
    icon: IconChartBar,
  },
  {
    type: 'expenses',
    title: 'Expense Report',
    description: 'Where the money went, by category, with the tax-deductible share.',
    to: '/reports/expenses',
    icon: IconReceipt,
  },
  {
    type: 'revenue',
    title: 'Revenue Analysis',
    description: 'Loads, revenue per load and per mile, growth and your top payers.',
    to: '/reports/revenue',
    icon: IconTrendingUp,
  },
  {
    type: 'loads',
    title: 'Load Profit',
    description: 'Profit by load, broker, lane, truck or driver; days to pay; what a lane paid a mile.',
    to: '/reports/loads',
    icon: IconTruckDelivery,
  },
  {
    type: 'tax',
    title: 'Tax Summary',
    description: 'Schedule C lines, self-employment and income tax estimates, quarterly payments.',
    to: '/reports/tax',
    icon: IconReceiptTax,
  },
  {
    type: 'mileage',
    title: 'Mileage Log',
    description: 'Trips, business miles and the standard-rate deduction where it applies.',
    to: '/reports/mileage',
    icon: IconRoad,
  },
  {
    type: 'balance_sheet',
    title: 'Balance Sheet',
    description: 'What you own and owe on a date: cash, escrow, unpaid loads, equipment and loans; equity.',
    to: '/reports/balance-sheet',
    icon: IconBuildingBank,
  },
  {
    type: 'custom',
    title: 'Custom Report',
    description: 'Pick the rows and columns: every income and expense of the period, or build your own.',
    to: '/reports/custom',
    icon: IconTableOptions,
  },
]

/** Downloads the period's reports as a zip, or says why there is none. */
function exportAll(range: { from: string; to: string }) {
  return fetchDownload(exportAllUrl(range), 'Failed to export reports')
}

/** A year's P&L and tax summary PDFs, every expense as CSV and the year's documents, zipped (for the accountant too). */
function YearEndPackage() {
  const year = Number(useToday().slice(0, 4))
  const [busy, setBusy] = useState(false)
  const download = async (which: number) => {
    setBusy(true)
    try {
      await fetchDownload(`/api/reports/year-end.zip?year=${which}`, 'Failed to export reports')
      notifySuccess(`${which} year-end package exported successfully`)
    } catch (error) {
      notifyError(error instanceof ApiError ? error.message : 'Failed to export reports')
    } finally {
      setBusy(false)
    }
  }
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" loading={busy} rightSection={<IconChevronDown size={14} />}>
          Year-End Package
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {[year, year - 1].map((y) => (
          <Menu.Item key={y} onClick={() => void download(y)}>
            {y}: reports, expenses and documents (zip)
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}

export function ReportsPage() {
  const role = useSession().data?.role
  const keepsTheirTrucks = useRoleAllows(keepsTrucks)
  const keepsLoads = useRoleAllows(booksLoads)
  const cards = REPORT_CARDS.filter((card) => card.type !== 'loads' || keepsLoads)
  const [loadFile, setLoadFile] = useState<string | null>(null)
  const today = useToday()
  const [period, setPeriod] = useState<HubPeriod>('this-month')
  const [custom, setCustom] = useState({ from: '', to: '' })
  const query = hubQuery(period, today, custom)
  const customError =
    period === 'custom' && custom.from && custom.to && custom.from > custom.to
      ? 'The start date must be on or before the end date'
      : null
  const totals = useProfitLoss(customError ? { period: 'custom' } : query)
  const data = totals.isError ? undefined : totals.data
  const waitingForDates = period === 'custom' && !(custom.from && custom.to)
  const { make, busy } = useMakeReport()
  const [exporting, setExporting] = useState(false)

  useEffect(() => {
    if (totals.isError) notifyError(REPORT_MESSAGES.profitLossFailed)
  }, [totals.isError])

  const range = data?.range
  /** The load report of the period, by load, straight from its export (it is no report file). */
  const downloadLoads = async (format: 'pdf' | 'csv') => {
    if (!range) return
    setLoadFile(`loads:${format}`)
    try {
      await fetchDownload(loadReportFileUrl(format, { ...range, groupBy: 'load' }), 'Failed to export report')
      notifySuccess('Load Profit report exported successfully')
    } catch (error) {
      notifyError(error instanceof ApiError ? error.message : 'Failed to export report')
    } finally {
      setLoadFile(null)
    }
  }
  const generate = (card: ReportCardInfo, format: 'pdf' | 'csv') => {
    if (!range) return
    if (card.type === 'loads') {
      void downloadLoads(format)
      return
    }
    const request: ReportFileRequest =
      card.type === 'tax'
        ? { type: 'tax', format, year: Number(range.to.slice(0, 4)) }
        : card.type === 'balance_sheet'
          ? // At the period's end, or today while it runs.
            { type: 'balance_sheet', format, date: range.to < today ? range.to : today }
          : card.type === 'custom'
            ? {
                type: 'custom',
                format,
                config: {
                  name: `All income and expenses, ${rangeText(range)}`,
                  type: 'combined',
                  filters: { dateRange: { start: range.from, end: range.to } },
                  columns: [...DEFAULT_CUSTOM_COLUMNS],
                },
              }
            : { type: card.type, format, period: 'custom', from: range.from, to: range.to }
    void make(request, REPORT_TYPE_NAMES[card.type], { download: false, key: `${card.type}:${format}` })
  }

  const money = (cents: number | undefined) =>
    waitingForDates ? '—' : cents === undefined ? null : formatMoney(cents)
  return (
    <>
      <PageTitle
        title="Reports"
        actions={
          <Group gap="xs">
            <YearEndPackage />
            <Button
              variant="default"
              leftSection={<IconFileDownload size={16} />}
              loading={exporting}
              disabled={!range || waitingForDates}
              onClick={async () => {
                if (!range) return
                setExporting(true)
                try {
                  await exportAll(range)
                  notifySuccess('Reports exported successfully')
                } catch (error) {
                  notifyError(error instanceof ApiError ? error.message : 'Failed to export reports')
                } finally {
                  setExporting(false)
                }
              }}
            >
              Export All
            </Button>
          </Group>
        }
      />
      <Group gap="xs" mb="md" align="flex-start">
        <Select
          aria-label="Period"
          data={HUB_PERIODS.map((p) => ({ value: p.value, label: p.label }))}
          value={period}
          allowDeselect={false}
          onChange={(value) => setPeriod((value ?? 'this-month') as HubPeriod)}
          w={{ base: '100%', xs: 170 }}
        />
        {period === 'custom' && (
          <>
            <TextInput
              aria-label="From"
              type="date"
              value={custom.from}
              error={customError}
              onChange={(event) => setCustom({ ...custom, from: event.currentTarget.value })}
              w={{ base: 'calc(50% - 5px)', xs: 150 }}
            />
            <TextInput
              aria-label="To"
              type="date"
              value={custom.to}
              onChange={(event) => setCustom({ ...custom, to: event.currentTarget.value })}
              w={{ base: 'calc(50% - 5px)', xs: 150 }}
            />
          </>
        )}
        {range && !waitingForDates && (
          <Text size="sm" c="dimmed" mt={8}>
            {rangeText(range)}
          </Text>
        )}
      </Group>
      {totals.isError && (
        <LoadError title={REPORT_MESSAGES.profitLossFailed} onRetry={() => void totals.refetch()} />
      )}
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }} mb="lg">
        <StatCard label="Revenue" value={money(data?.totalRevenueCents)} icon={IconCash} color="teal" />
        <StatCard label="Expenses" value={money(data?.totalExpensesCents)} icon={IconReceipt} color="red" />
        <StatCard
          label="Net Profit"
          value={money(data?.netProfitCents)}
          icon={data && data.netProfitCents < 0 ? IconArrowDownRight : IconArrowUpRight}
          color={data && data.netProfitCents < 0 ? 'red' : 'green'}
        />
        <StatCard
          label="Estimated Tax"
          value={money(data?.estimatedTaxCents)}
          hint={data && !waitingForDates ? taxEstimateNote(data) : undefined}
          icon={IconScale}
          color="orange"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" mb="lg">
        {cards.map((card) => (
          <Card key={card.type} withBorder radius="md" p="lg">
            <Group gap="sm" mb="xs" wrap="nowrap">
              <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
                <card.icon size={20} />
              </ThemeIcon>
              <Title order={2} fz="lg">
                {card.title}
              </Title>
            </Group>
            <Text size="sm" c="dimmed" mb="md" style={{ flex: 1 }}>
              {card.description}
            </Text>
            <Group gap="xs">
              <Menu position="bottom-start" withinPortal>
                <Menu.Target>
                  <Button
                    rightSection={<IconChevronDown size={14} />}
                    loading={[busy, loadFile].some((key) => key?.startsWith(`${card.type}:`))}
                    disabled={!range || waitingForDates}
                  >
                    Generate Report
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item
                    leftSection={<IconFileTypePdf size={16} />}
                    onClick={() => generate(card, 'pdf')}
                  >
                    PDF
                  </Menu.Item>
                  <Menu.Item
                    leftSection={<IconFileSpreadsheet size={16} />}
                    onClick={() => generate(card, 'csv')}
                  >
                    CSV
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
              <Button
                component={Link}
                to={card.to}
                variant="subtle"
                aria-label={
                  card.type === 'custom' ? 'Open builder for a Custom Report' : `Open ${card.title}`
                }
              >
                {card.type === 'custom' ? 'Open builder' : 'Open'}
              </Button>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <Stack gap="md">
        <ReportSection title="Recent Reports">
          <RecentReports />
        </ReportSection>
        <Text size="sm">
          <IconCalculator size={14} style={{ verticalAlign: 'middle' }} />{' '}
          <Anchor component={Link} to="/reports/tax-tools">
            Tax tools
          </Anchor>
          : self-employment tax, per diem, standard mileage, quarterly due dates, IFTA and Form 2290. Trips
          and the mileage deduction are in the{' '}
          <Anchor component={Link} to="/reports/mileage">
            Mileage Log
          </Anchor>
          ; days away from home and the per diem deduction in the{' '}
          <Anchor component={Link} to="/per-diem">
            Per Diem Log
          </Anchor>
          .
        </Text>
        {keepsTheirTrucks && (
          <Text size="sm">
            <IconTruck size={14} style={{ verticalAlign: 'middle' }} />{' '}
            <Anchor component={Link} to="/reports/trucks">
              Trucks &amp; Drivers
            </Anchor>
            : profit, loss and cost per mile by truck{role === 'fleet_manager' ? ' and by driver' : ''}.
            Service due and repairs are under{' '}
            <Anchor component={Link} to="/maintenance">
              Maintenance
            </Anchor>
            .
          </Text>
        )}
        <ReportTips />
      </Stack>
    </>
  )
}
