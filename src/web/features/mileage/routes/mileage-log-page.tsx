import { Button, Group, Paper, SegmentedControl, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconDownload, IconPlus, IconRoad } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import type { MileageEntry } from '@/contracts/mileage'
import { periodRange } from '@/domain/period'
import { EmptyState } from '@/web/components/ui/empty-state'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { PageTitle } from '@/web/components/ui/page-title'
import { TablePager } from '@/web/components/ui/table-pager'
import { mileageExportUrl, useMileage } from '@/web/features/mileage/api/mileage-api'
import { IrsInfoPanel } from '@/web/features/mileage/components/irs-info-panel'
import { MileageCardList } from '@/web/features/mileage/components/mileage-card-list'
import { MileageDetailsModal } from '@/web/features/mileage/components/mileage-details-modal'
import { MileageFormModal } from '@/web/features/mileage/components/mileage-form-modal'
import { MileageSummaryCards } from '@/web/features/mileage/components/mileage-summary-cards'
import { MileageTable } from '@/web/features/mileage/components/mileage-table'
import { MileageVehicleSelect } from '@/web/features/mileage/components/mileage-vehicle-select'
import { useMileageDelete } from '@/web/features/mileage/hooks/use-mileage-delete'
import { MILEAGE_PERIODS, type MileagePeriod } from '@/web/features/mileage/lib/mileage-format'
import { formatDate } from '@/web/lib/format'
import { notifyError, notifySuccess } from '@/web/lib/notify'
import { useToday } from '@/web/lib/today'

const PAGE_SIZE = 25

export function MileageLogPage() {
  const today = useToday()
  const [period, setPeriod] = useState<MileagePeriod>('monthly')
  const [page, setPage] = useState(1)
  const [formOpen, setFormOpen] = useState(false)
  const [editing, setEditing] = useState<MileageEntry | null>(null)
  const [viewing, setViewing] = useState<MileageEntry | null>(null)
  const range = periodRange(period, today)
  const list = useMileage({ ...range, page, pageSize: PAGE_SIZE })
  const remove = useMileageDelete()
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false })
  const MileageRows = phone ? MileageCardList : MileageTable
  const summary = list.isError ? undefined : list.data?.summary
  const showDeduction = summary?.standardRate.applies ?? false

  useEffect(() => {
    if (list.isError) notifyError('Failed to load mileage report data')
  }, [list.isError])

  const total = list.data?.total
  useEffect(() => {
    const pages = Math.max(1, Math.ceil((total ?? 0) / PAGE_SIZE))
    if (total !== undefined && page > pages) setPage(pages)
  }, [page, total])

  const openAdd = () => {
    setEditing(null)
    setFormOpen(true)
  }
  const openEdit = (entry: MileageEntry) => {
    setViewing(null)
    setEditing(entry)
    setFormOpen(true)
  }

  return (
    <>
      <PageTitle
        title="Mileage Log"
        actions={
          <Group gap="xs">
            <Button
              component="a"
              href={mileageExportUrl(range)}
              download
              variant="default"
              leftSection={<IconDownload size={16} />}
              onClick={() => notifySuccess('Mileage report exported successfully')}
            >
              Export CSV
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={openAdd}>
              Add Entry
            </Button>
          </Group>
        }
      />
      <Group justify="space-between" align="flex-end" mb="md" gap="xs">
        <Group gap="sm">
          <SegmentedControl
            aria-label="Period"
            data={MILEAGE_PERIODS.map((p) => ({ value: p.value, label: p.label }))}
            value={period}
            onChange={(value) => {
              setPeriod(value as MileagePeriod)
              setPage(1)
            }}
          />
          <Text size="sm" c="dimmed">
            {formatDate(range.from)} – {formatDate(range.to)}
          </Text>
        </Group>
        {/* A company driver on a W-2 deducts no miles whatever the vehicle: nothing to choose. */}
        {summary && summary.standardRate.reason !== 'w2_employee' && (
          <MileageVehicleSelect vehicle={summary.vehicle} />
        )}
      </Group>
      <MileageSummaryCards summary={summary} />
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
        {list.isPending && <PageLoader />}
        {list.isError && (
          <LoadError title="Failed to load mileage report data" onRetry={() => void list.refetch()} />
        )}
        {list.data && !list.isError && list.data.total === 0 && (
          <EmptyState
            icon={IconRoad}
            title="No mileage entries for this period"
            description="Log each trip's start, end and miles to track your business mileage."
            action={
              <Button leftSection={<IconPlus size={16} />} onClick={openAdd}>
                Add Entry
              </Button>
            }
          />
        )}
        {list.data && !list.isError && list.data.total > 0 && (
          <>
            <MileageRows
              entries={list.data.items}
              showDeduction={showDeduction}
              onView={setViewing}
              onEdit={openEdit}
              onDelete={(entry) => void remove(entry)}
            />
            {list.data.total > PAGE_SIZE && (
              <TablePager page={page} pageSize={PAGE_SIZE} total={list.data.total} onPageChange={setPage} />
            )}
          </>
        )}
      </Paper>
      <IrsInfoPanel />
      <MileageFormModal opened={formOpen} onClose={() => setFormOpen(false)} entry={editing} />
      <MileageDetailsModal
        entry={viewing}
        onClose={() => setViewing(null)}
        onEdit={openEdit}
        showDeduction={showDeduction}
      />
    </>
  )
}
