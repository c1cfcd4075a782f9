import { Group } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { ReportFileType } from '@/contracts/reports'
import type { DateRange } from '@/domain/period'
import { LoadError } from '@/web/components/ui/load-error'
import { PageTitle } from '@/web/components/ui/page-title'
import { reportCsvUrl } from '@/web/features/reports/api/reports-api'
import { ReportFileButton } from '@/web/features/reports/components/report-file-button'
import { CsvButton, ReportToolbar } from '@/web/features/reports/components/report-toolbar'
import type { StepPeriod } from '@/web/features/reports/lib/report-periods'
import { notifyError } from '@/web/lib/notify'

const PERIODS = ['daily', 'weekly', 'monthly', 'yearly'] as const

interface PeriodReportHeaderProps {
  title: string
  /** The report's name in messages ('Expense report exported successfully'). */
  name: string
  csv: 'profit-loss' | 'expenses' | 'revenue'
  fileType: ReportFileType
  /** The spec's 'Failed to load …' message. */
  failed: string
  period: StepPeriod
  date: string
  setPeriod: (next: { period: StepPeriod; date: string }) => void
  report: UseQueryResult<{ range: DateRange }>
  /** More of the query for the CSV (the revenue trend). */
  csvQuery?: Record<string, string>
}

/**
 * The top of a period report (Profit & Loss, Expense Report, Revenue Analysis): title with CSV and
 * PDF export, the period selector, and the failure message with a retry.
 */
export function PeriodReportHeader(props: PeriodReportHeaderProps) {
  const { report, period, date, failed } = props
  useEffect(() => {
    if (report.isError) notifyError(failed)
  }, [report.isError, failed])
  return (
    <>
      <PageTitle
        title={props.title}
        actions={
          <Group gap="xs">
            <CsvButton
              href={reportCsvUrl(props.csv, { period, date, ...props.csvQuery })}
              name={props.name}
            />
            <ReportFileButton type={props.fileType} name={props.name} query={{ period, date }} />
          </Group>
        }
      />
      <ReportToolbar
        periods={PERIODS}
        period={period}
        date={date}
        range={report.isError ? undefined : report.data?.range}
        refreshing={report.isFetching}
        onChange={props.setPeriod}
        onRefresh={() => void report.refetch()}
      />
      {report.isError && <LoadError title={failed} onRetry={() => void report.refetch()} />}
    </>
  )
}
