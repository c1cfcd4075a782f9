import {
  Alert,
  Button,
  FileButton,
  Group,
  List,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconChartLine, IconFileImport } from '@tabler/icons-react'
import { useState } from 'react'
import { TBILL_MESSAGES, type TbillYieldView, ZTbillYieldInput } from '@/contracts/tbill-yields'
import { EditDeleteActions } from '@/web/components/ui/edit-delete-actions'
import { EmptyState } from '@/web/components/ui/empty-state'
import { FormError } from '@/web/components/ui/form-error'
import { LoadError } from '@/web/components/ui/load-error'
import { TablePager } from '@/web/components/ui/table-pager'
import { TableScroll } from '@/web/components/ui/table-scroll'
import {
  useAddTbillYield,
  useDeleteTbillYield,
  useImportTbillYields,
  useTbillYields,
  useUpdateTbillYield,
} from '@/web/features/reserves/admin/api/tbill-yields-api'
import { ApiError, errorText } from '@/web/lib/api'
import { confirmAction } from '@/web/lib/confirm'
import { formatDate } from '@/web/lib/format'
import { notifyError, notifySuccess } from '@/web/lib/notify'
import { parseForm } from '@/web/lib/parse-form'

const PAGE_SIZE = 20
/** Files bigger than this are no auction results the server takes. */
const MAX_FILE_BYTES = 1_000_000

interface Refusal {
  message: string
  problems: { line: number; reason: string }[]
}

/**
 * The yields of the weekly 13-week Treasury bill auctions, which every escrow account's interest
 * check compares credits with (49 CFR 376.12(k)(5)): typed one by one, or imported from
 * TreasuryDirect's auction results.
 */
export function TbillYieldsPanel() {
  const [page, setPage] = useState(1)
  const yields = useTbillYields(page, PAGE_SIZE)
  const add = useAddTbillYield()
  const update = useUpdateTbillYield()
  const remove = useDeleteTbillYield()
  const importFile = useImportTbillYields()
  const [editing, setEditing] = useState<TbillYieldView | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  const form = useForm({ initialValues: { auctionDate: '', rate: '' } })

  const reset = () => {
    setEditing(null)
    setError(null)
    form.setValues({ auctionDate: '', rate: '' })
  }
  const submit = form.onSubmit(async (values) => {
    const parsed = parseForm(ZTbillYieldInput, values)
    if (!parsed.ok) return setError(parsed.error)
    setError(null)
    try {
      if (editing) await update.mutateAsync({ id: editing.id, patch: parsed.data })
      else await add.mutateAsync(parsed.data)
      notifySuccess(`Yield of the ${formatDate(parsed.data.auctionDate)} auction saved`)
      reset()
    } catch (caught) {
      setError(errorText(caught, 'Failed to save the yield'))
    }
  })
  const edit = (row: TbillYieldView) => {
    setEditing(row)
    setError(null)
    form.setValues({ auctionDate: row.auctionDate, rate: row.rate })
  }
  const onDelete = async (row: TbillYieldView) => {
    const message = `Delete the yield of the ${formatDate(row.auctionDate)} auction (${row.rate} %)? Escrow accounts whose interest periods began that week will say no yield is on file.`
    if (!(await confirmAction({ message }))) return
    try {
      await remove.mutateAsync(row.id)
      if (editing?.id === row.id) reset()
      notifySuccess('Yield deleted')
    } catch (caught) {
      notifyError(errorText(caught, 'Failed to delete the yield'))
    }
  }
  const readFile = async (file: File | null) => {
    if (!file) return
    setRefusal(null)
    if (file.size > MAX_FILE_BYTES) {
      setRefusal({ message: TBILL_MESSAGES.fileTooLarge, problems: [] })
      return
    }
    try {
      const result = await importFile.mutateAsync({
        csv: await file.text(),
        fileName: file.name.slice(0, 200),
      })
      const skipped = result.skipped
        ? ` (${result.skipped} other ${result.skipped === 1 ? 'row' : 'rows'} skipped)`
        : ''
      notifySuccess(`Imported ${result.imported} auctions${skipped}`)
      setPage(1)
    } catch (caught) {
      const problems =
        caught instanceof ApiError && Array.isArray(caught.details.problems)
          ? (caught.details.problems as Refusal['problems'])
          : []
      setRefusal({ message: errorText(caught, 'Failed to import the file'), problems })
    }
  }

  const data = yields.data
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" maw={760}>
        Escrow must earn interest at no less than the yield of 91-day (13-week) Treasury bills set in the
        Treasury's weekly auction (49 CFR 376.12(k)(5)). Each credit on an escrow account is checked against
        the higher of the lease's rate and the investment rate of the latest auction on or before the day its
        interest period began. Add the auctions here, or import the auction results CSV from TreasuryDirect
        (Security Term, Auction Date, Investment Rate) or a file of date,rate rows.
      </Text>

      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Yield form">
        <Title order={3} size="h5" mb="sm">
          {editing ? `Edit the ${formatDate(editing.auctionDate)} auction` : 'Add an auction'}
        </Title>
        <form onSubmit={submit} noValidate>
          <FormError message={error} />
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label="Auction date"
              type="date"
              required
              w={{ base: '100%', xs: 180 }}
              {...form.getInputProps('auctionDate')}
            />
            <TextInput
              label="Investment rate (%)"
              placeholder="4.312"
              inputMode="decimal"
              required
              w={{ base: '100%', xs: 180 }}
              {...form.getInputProps('rate')}
            />
            <Button type="submit" loading={add.isPending || update.isPending}>
              {editing ? 'Save' : 'Add'}
            </Button>
            {editing && (
              <Button variant="default" onClick={reset}>
                Cancel
              </Button>
            )}
          </Group>
        </form>
      </Paper>

      <Group gap="sm">
        <FileButton onChange={readFile} accept=".csv,text/csv">
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconFileImport size={16} />}
              loading={importFile.isPending}
            >
              Import auction results (CSV)
            </Button>
          )}
        </FileButton>
      </Group>
      {refusal && (
        <Alert
          color="red"
          title={refusal.message}
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setRefusal(null)}
        >
          {refusal.problems.length > 0 ? (
            <List size="sm" spacing={2}>
              {refusal.problems.slice(0, 12).map((p) => (
                <List.Item key={p.line}>
                  Line {p.line}: {p.reason}
                </List.Item>
              ))}
              {refusal.problems.length > 12 && (
                <List.Item>…and {refusal.problems.length - 12} more</List.Item>
              )}
            </List>
          ) : (
            <Text size="sm">Nothing was imported.</Text>
          )}
        </Alert>
      )}

      <Title order={3} size="h5">
        Auctions on file
      </Title>
      {yields.isPending && <Skeleton h={160} />}
      {yields.isError && (
        <LoadError title={TBILL_MESSAGES.loadFailed} onRetry={() => void yields.refetch()} />
      )}
      {data && data.total === 0 && (
        <EmptyState
          icon={IconChartLine}
          title="No Treasury bill yields yet"
          description="Escrow accounts say no yield is on file and check interest against the lease's rate alone until the auctions of their periods are added."
        />
      )}
      {data && data.total > 0 && (
        <>
          <TableScroll label="Treasury bill yields table" minWidth={520}>
            <Table striped verticalSpacing={4} aria-label="13-week Treasury bill yields">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Auction date</Table.Th>
                  <Table.Th ta="right">Investment rate (%)</Table.Th>
                  <Table.Th>Source</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>{formatDate(row.auctionDate)}</Table.Td>
                    <Table.Td ta="right">{row.rate}</Table.Td>
                    <Table.Td>
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {row.source}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <EditDeleteActions
                        what={`the ${formatDate(row.auctionDate)} auction`}
                        justify="flex-end"
                        onEdit={() => edit(row)}
                        onDelete={() => void onDelete(row)}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
          <TablePager page={page} pageSize={PAGE_SIZE} total={data.total} onPageChange={setPage} />
        </>
      )}
    </Stack>
  )
}
