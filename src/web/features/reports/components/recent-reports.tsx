import { Badge, Button, Checkbox, Group, Progress, Table, Text } from '@mantine/core'
import { IconDownload, IconFileReport, IconTrash } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { REPORT_TYPE_NAMES, type ReportFile } from '@/contracts/reports'
import { EmptyState } from '@/web/components/ui/empty-state'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { TablePager } from '@/web/components/ui/table-pager'
import { TableScroll } from '@/web/components/ui/table-scroll'
import { reportFileUrl, useDeleteReportFiles, useReportFiles } from '@/web/features/reports/api/reports-api'
import { errorText } from '@/web/lib/api'
import { confirmAction } from '@/web/lib/confirm'
import { formatBytes, formatDateTime } from '@/web/lib/format'
import { notifyError, notifySuccess } from '@/web/lib/notify'
import { pageSelection } from '@/web/lib/page-selection'

const PAGE_SIZE = 10

function Generated({ report }: { report: ReportFile }) {
  if (report.status === 'ready' && report.generatedAt) return <>{formatDateTime(report.generatedAt)}</>
  if (report.status === 'failed')
    return (
      <Badge color="red" variant="light">
        Failed
      </Badge>
    )
  return (
    <div>
      <Text size="xs" c="dimmed">
        {report.status === 'queued' ? 'Queued' : `Generating… ${report.progress}%`}
      </Text>
      <Progress value={report.progress} size="xs" aria-label={`${report.name}: ${report.progress}%`} />
    </div>
  )
}

/** The user's generated report files, newest first: select, download, delete. */
export function RecentReports() {
  const [page, setPage] = useState(1)
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const list = useReportFiles(page, PAGE_SIZE)
  const remove = useDeleteReportFiles()
  const rows = list.data?.items ?? []
  const selection = pageSelection({ rows, selected, onChange: setSelected })

  const total = list.data?.total
  useEffect(() => {
    const pages = Math.max(1, Math.ceil((total ?? 0) / PAGE_SIZE))
    if (total !== undefined && page > pages) setPage(pages)
  }, [page, total])

  const deleteSelected = async () => {
    const ids = [...selected]
    const ok = await confirmAction({ message: `Are you sure you want to delete ${ids.length} report(s)?` })
    if (!ok) return
    remove.mutate(ids, {
      onSuccess: ({ deleted }) => {
        setSelected(new Set())
        notifySuccess(`${deleted} report(s) deleted`)
      },
      onError: (error) => notifyError(errorText(error, 'Failed to delete reports')),
    })
  }

  if (list.isPending) return <PageLoader />
  if (list.isError) return <LoadError title="Failed to load reports" onRetry={() => void list.refetch()} />
  if (list.data.total === 0) {
    return (
      <EmptyState
        icon={IconFileReport}
        title="No reports yet"
        description="Generate a report above: it is kept here to download again."
      />
    )
  }
  return (
    <>
      {selected.size > 0 && (
        <Group mb="sm">
          <Button
            color="red"
            variant="light"
            size="xs"
            leftSection={<IconTrash size={14} />}
            loading={remove.isPending}
            onClick={() => void deleteSelected()}
          >
            Delete ({selected.size})
          </Button>
        </Group>
      )}
      <TableScroll label="Recent Reports" minWidth={640}>
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox
                  aria-label="Select all reports"
                  checked={selection.allSelected}
                  indeterminate={selection.indeterminate}
                  onChange={selection.toggleAll}
                />
              </Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Generated</Table.Th>
              <Table.Th>Size</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((report) => (
              <Table.Tr key={report.id}>
                <Table.Td>
                  <Checkbox
                    aria-label={`Select ${report.name}`}
                    checked={selected.has(report.id)}
                    onChange={() => selection.toggle(report.id)}
                  />
                </Table.Td>
                <Table.Td>{report.name}</Table.Td>
                <Table.Td>
                  {REPORT_TYPE_NAMES[report.type]} · {report.format.toUpperCase()}
                </Table.Td>
                <Table.Td miw={150}>
                  <Generated report={report} />
                </Table.Td>
                <Table.Td>{report.sizeBytes === null ? '—' : formatBytes(report.sizeBytes)}</Table.Td>
                <Table.Td ta="right">
                  {report.status === 'ready' && (
                    <Button
                      component="a"
                      href={reportFileUrl(report.id)}
                      download
                      size="xs"
                      variant="light"
                      leftSection={<IconDownload size={14} />}
                      aria-label={`Download ${report.name}`}
                    >
                      Download
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {list.data.total > PAGE_SIZE && (
        <TablePager page={page} pageSize={PAGE_SIZE} total={list.data.total} onPageChange={setPage} />
      )}
    </>
  )
}
