import { Button, Group, Paper } from '@mantine/core'
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks'
import { IconPlus, IconReceipt } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import type { Expense } from '@/contracts/expenses'
import { EmptyState } from '@/web/components/ui/empty-state'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { PageTitle } from '@/web/components/ui/page-title'
import { TablePager } from '@/web/components/ui/table-pager'
import { expensesExportUrl, useExpenses } from '@/web/features/expenses/api/expenses-api'
import { ExpenseCardList } from '@/web/features/expenses/components/expense-card-list'
import { ExpenseDetailsModal } from '@/web/features/expenses/components/expense-details-modal'
import { ExpenseFilters } from '@/web/features/expenses/components/expense-filters'
import { ExpenseFormModal } from '@/web/features/expenses/components/expense-form-modal'
import { ExpenseSummaryCards } from '@/web/features/expenses/components/expense-summary-cards'
import { ExpensesTable } from '@/web/features/expenses/components/expenses-table'
import { ExpensesToolbar } from '@/web/features/expenses/components/expenses-toolbar'
import { ScanReceiptButton } from '@/web/features/expenses/components/scan-receipt-button'
import { useExpenseDeletes } from '@/web/features/expenses/hooks/use-expense-deletes'
import type { ReceiptPrefill } from '@/web/features/expenses/lib/receipt-prefill'
import { type DateFilter, dateFilterLabel, dateFilterRange } from '@/web/lib/date-filters'
import { notifyError } from '@/web/lib/notify'
import { useToday } from '@/web/lib/today'

const PAGE_SIZE = 10

export function ExpensesPage() {
  const today = useToday()
  const [page, setPage] = useState(1)
  const [search, setSearch] = useState('')
  const [category, setCategory] = useState<string | null>(null)
  const [dateFilter, setDateFilter] = useState<DateFilter>('this-month')
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [formOpen, setFormOpen] = useState(false)
  const [editing, setEditing] = useState<Expense | null>(null)
  const [viewing, setViewing] = useState<Expense | null>(null)
  const [prefill, setPrefill] = useState<ReceiptPrefill | null>(null)
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300)
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false })

  const filters = { ...dateFilterRange(dateFilter, today), search: debouncedSearch, category }
  const list = useExpenses({ ...filters, page, pageSize: PAGE_SIZE })
  const filtered = Boolean(debouncedSearch || category || dateFilter !== 'all')
  // Only asked when the filtered list is empty: does the user have any expense at all?
  const any = useExpenses({ page: 1, pageSize: 1 }, list.data?.total === 0 && filtered)
  const { removeOne, removeMany } = useExpenseDeletes(() => setSelected(new Set()))

  useEffect(() => {
    if (list.isError) notifyError('Failed to load expenses')
  }, [list.isError])

  // After deleting the last rows of the last page, step back to a page that exists.
  const total = list.data?.total
  useEffect(() => {
    const pages = Math.max(1, Math.ceil((total ?? 0) / PAGE_SIZE))
    if (total !== undefined && page > pages) setPage(pages)
  }, [page, total])

  const restart =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value)
      setPage(1)
      setSelected(new Set())
    }

  const openAdd = () => {
    setEditing(null)
    setPrefill(null)
    setFormOpen(true)
  }
  const openScanned = (scanned: ReceiptPrefill) => {
    setEditing(null)
    setPrefill(scanned)
    setFormOpen(true)
  }
  const openEdit = (expense: Expense) => {
    setViewing(null)
    setEditing(expense)
    setFormOpen(true)
  }

  const items = list.data?.items ?? []
  const ExpenseRows = phone ? ExpenseCardList : ExpensesTable
  const noneAtAll = !filtered || any.data?.total === 0
  const thisMonth = dateFilter === 'this-month'

  return (
    <>
      <PageTitle
        title="Expenses"
        actions={
          <Group gap="xs">
            <ScanReceiptButton onScanned={openScanned} />
            <Button leftSection={<IconPlus size={16} />} onClick={openAdd}>
              Add Expense
            </Button>
          </Group>
        }
      />
      <ExpenseSummaryCards
        summary={list.isError ? undefined : list.data?.summary}
        countLabel={thisMonth ? 'This Month' : 'Expenses Listed'}
        countHint={thisMonth ? 'Expenses listed' : dateFilterLabel(dateFilter)}
      />
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
        <ExpenseFilters
          search={search}
          category={category}
          dateFilter={dateFilter}
          onSearchChange={restart(setSearch)}
          onCategoryChange={restart(setCategory)}
          onDateFilterChange={restart(setDateFilter)}
        />
        {list.isPending && <PageLoader />}
        {list.isError && <LoadError title="Failed to load expenses" onRetry={() => void list.refetch()} />}
        {list.data && !list.isError && list.data.total === 0 && (
          <EmptyState
            icon={IconReceipt}
            title={noneAtAll ? 'No expenses yet' : 'No expenses match your filters'}
            description={
              noneAtAll
                ? 'Add your fuel, tolls, repairs and other costs to track spending and deductions.'
                : 'Try another search, category or date range.'
            }
            action={
              noneAtAll && (
                <Button leftSection={<IconPlus size={16} />} onClick={openAdd}>
                  Add Expense
                </Button>
              )
            }
          />
        )}
        {list.data && !list.isError && list.data.total > 0 && (
          <>
            <ExpensesToolbar
              selectedCount={selected.size}
              exportUrl={expensesExportUrl(filters)}
              onDeleteSelected={() => void removeMany(items.filter((e) => selected.has(e.id)))}
            />
            <ExpenseRows
              expenses={items}
              selected={selected}
              onSelectedChange={setSelected}
              onView={setViewing}
              onEdit={openEdit}
              onDelete={(expense) => void removeOne(expense)}
            />
            <TablePager
              page={page}
              pageSize={PAGE_SIZE}
              total={list.data.total}
              onPageChange={restart(setPage)}
            />
          </>
        )}
      </Paper>
      <ExpenseFormModal
        opened={formOpen}
        onClose={() => setFormOpen(false)}
        expense={editing}
        prefill={prefill}
      />
      <ExpenseDetailsModal expense={viewing} onClose={() => setViewing(null)} onEdit={openEdit} />
    </>
  )
}
