import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import {
  type ReportFileRequest,
  reportFileUrl,
  useGenerateReportFile,
} from '@/web/features/reports/api/reports-api'
import { download } from '@/web/lib/download'
import { notifyError, notifySuccess } from '@/web/lib/notify'

/**
 * Makes a report file and shows its job's progress in a toast; when it is made, says
 * '{name} report generated successfully' and (unless told not to) downloads it.
 */
export function useMakeReport() {
  const generate = useGenerateReportFile()
  const [busy, setBusy] = useState<string | null>(null)

  async function make(
    request: ReportFileRequest,
    name: string,
    options: { download?: boolean; key?: string } = {},
  ) {
    setBusy(options.key ?? request.type)
    const toast = notifications.show({
      message: `Generating ${name} report…`,
      loading: true,
      autoClose: false,
      withCloseButton: false,
    })
    try {
      const report = await generate.mutateAsync({
        request,
        onProgress: (r) =>
          notifications.update({
            id: toast,
            message: `Generating ${name} report… ${r.status === 'queued' ? 'queued' : `${r.progress}%`}`,
            loading: true,
            autoClose: false,
          }),
      })
      notifications.hide(toast)
      notifySuccess(`${name} report generated successfully`)
      if (options.download !== false) download(reportFileUrl(report.id))
      return report
    } catch {
      notifications.hide(toast)
      notifyError('Failed to generate report')
      return null
    } finally {
      setBusy(null)
    }
  }

  return { make, busy }
}
