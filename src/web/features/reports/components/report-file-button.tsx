import { Button } from '@mantine/core'
import { IconFileTypePdf } from '@tabler/icons-react'
import type { ReportFileType } from '@/contracts/reports'
import type { ReportFileRequest } from '@/web/features/reports/api/reports-api'
import { useMakeReport } from '@/web/features/reports/hooks/use-make-report'

/** Export PDF: a printable file of this report, made on the server and downloaded when ready. */
export function ReportFileButton(props: {
  type: ReportFileType
  name: string
  query: Omit<ReportFileRequest, 'type' | 'format'>
}) {
  const { make, busy } = useMakeReport()
  return (
    <Button
      variant="default"
      leftSection={<IconFileTypePdf size={16} />}
      loading={busy !== null}
      onClick={() => void make({ ...props.query, type: props.type, format: 'pdf' }, props.name)}
    >
      Export PDF
    </Button>
  )
}
