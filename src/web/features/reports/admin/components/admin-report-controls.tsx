import { Button, Group, Select } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import {
  ADMIN_REPORT_PERIOD_LABELS,
  ADMIN_REPORT_PERIODS,
  type AdminReportName,
  type AdminReportPeriod,
  adminReportUrl,
} from '@/contracts/reports-admin'
import { errorText } from '@/web/lib/api'
import { fetchDownload } from '@/web/lib/download'
import { notifyError, notifySuccess } from '@/web/lib/notify'
import { keys } from '@/web/lib/query-keys'

/** The period the admin report screens show, kept in the address (?period=) so links keep it. */
export function useReportPeriod(): [AdminReportPeriod, (period: AdminReportPeriod) => void] {
  const [params, setParams] = useSearchParams()
  const asked = params.get('period') as AdminReportPeriod | null
  const period = asked && ADMIN_REPORT_PERIODS.includes(asked) ? asked : 'this-month'
  return [period, (next) => setParams({ period: next }, { replace: true })]
}

/** Period choice and the download of a report (or all of them) for it. */
export function AdminReportControls(props: {
  period: AdminReportPeriod
  onPeriodChange: (period: AdminReportPeriod) => void
  report: AdminReportName | 'all'
  label: string
}) {
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const exportReport = async () => {
    setBusy(true)
    try {
      await fetchDownload(adminReportUrl(props.report, props.period), 'Failed to export report')
      notifySuccess(props.report === 'all' ? 'Reports exported successfully' : 'Report exported successfully')
      await queryClient.invalidateQueries({ queryKey: keys.admin.reports.detail('recent') })
    } catch (error) {
      notifyError(errorText(error, 'Failed to export report'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Group gap="xs" wrap="wrap">
      <Select
        aria-label="Period"
        data={ADMIN_REPORT_PERIODS.map((p) => ({ value: p, label: ADMIN_REPORT_PERIOD_LABELS[p] }))}
        value={props.period}
        allowDeselect={false}
        onChange={(value) => props.onPeriodChange((value ?? 'this-month') as AdminReportPeriod)}
        w={160}
      />
      <Button
        variant="default"
        leftSection={<IconDownload size={16} />}
        loading={busy}
        onClick={() => void exportReport()}
      >
        {props.label}
      </Button>
    </Group>
  )
}
