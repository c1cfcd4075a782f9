import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconPlus, IconTruck } from '@tabler/icons-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { EmptyState } from '@/web/components/ui/empty-state'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { PageTitle } from '@/web/components/ui/page-title'
import { TablePager } from '@/web/components/ui/table-pager'
import { useToday } from '@/web/lib/today'
import { useAssets, useDepreciationSummary, useLoans } from '../api/assets-api'
import { AssetFormModal } from '../components/asset-form-modal'
import { ASSET_LOAD_FAILED } from '../components/asset-labels'
import { AssetTable } from '../components/asset-table'
import { LoanFormModal } from '../components/loan-form-modal'
import { LoanList } from '../components/loan-list'
import { YearSummary } from '../components/year-summary'

const PAGE_SIZE = 20

/** Equipment: the tractors and trailers the user depreciates, their loans, and the year's figures. */
export function EquipmentPage() {
  const year = Number(useToday().slice(0, 4))
  const [page, setPage] = useState(1)
  const assets = useAssets(page, PAGE_SIZE)
  const loans = useLoans()
  const summary = useDepreciationSummary(year)
  const navigate = useNavigate()
  const [adding, setAdding] = useState<null | undefined>(undefined)
  const [addingLoan, setAddingLoan] = useState<null | undefined>(undefined)
  const add = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(null)}>
      Add Equipment
    </Button>
  )
  const items = assets.data?.items ?? []
  const loanItems = loans.data?.items ?? []
  const empty = assets.data?.total === 0 && loans.data?.total === 0
  return (
    <>
      <PageTitle title="Equipment" actions={!empty && assets.data && add} />
      {(assets.isPending || loans.isPending) && <PageLoader />}
      {(assets.isError || loans.isError) && (
        <LoadError
          title={ASSET_LOAD_FAILED}
          onRetry={() => {
            void assets.refetch()
            void loans.refetch()
          }}
        />
      )}
      {empty && (
        <Paper withBorder radius="md">
          <EmptyState
            icon={IconTruck}
            title="No equipment yet"
            description="Record each tractor and trailer you own, bought on a loan or on a lease-purchase: you deduct its depreciation and the loan’s interest, not the payments, and RigLedger works both out year by year. A true lease is rent: record it here as such, and its payments as expenses."
            action={add}
          />
        </Paper>
      )}
      {assets.data && loans.data && !empty && (
        <Stack gap="md">
          <YearSummary
            year={year}
            summary={summary.data}
            error={summary.isError}
            onRetry={() => void summary.refetch()}
          />
          <Paper
            withBorder
            radius="md"
            p={{ base: 'sm', sm: 'md' }}
            component="section"
            aria-label="Your equipment"
          >
            <Title order={2} fz="lg" mb="sm">
              Your equipment
            </Title>
            {items.length === 0 ? (
              <Text size="sm" c="dimmed">
                No equipment recorded yet: add the tractor or trailer your loans bought.
              </Text>
            ) : (
              <>
                <AssetTable assets={items} year={year} summary={summary.data} />
                {assets.data.total > PAGE_SIZE && (
                  <TablePager
                    page={page}
                    pageSize={PAGE_SIZE}
                    total={assets.data.total}
                    onPageChange={setPage}
                  />
                )}
              </>
            )}
          </Paper>
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Loans">
            <Group justify="space-between" mb="sm">
              <Title order={2} fz="lg">
                Loans
              </Title>
              <Button
                variant="default"
                size="xs"
                leftSection={<IconPlus size={14} />}
                onClick={() => setAddingLoan(null)}
              >
                Add Loan
              </Button>
            </Group>
            {loanItems.length === 0 ? (
              <Text size="sm" c="dimmed">
                No loans yet. Add the loan or lease-purchase that financed your equipment: its payments are
                split into interest, which you deduct, and principal, which you do not.
              </Text>
            ) : (
              <LoanList loans={loanItems} />
            )}
          </Paper>
        </Stack>
      )}
      <AssetFormModal
        asset={adding}
        onClose={() => setAdding(undefined)}
        onSaved={(id) => navigate(`/equipment/${id}`)}
      />
      <LoanFormModal
        loan={addingLoan}
        onClose={() => setAddingLoan(undefined)}
        onSaved={(id) => navigate(`/equipment/loans/${id}`)}
      />
    </>
  )
}
