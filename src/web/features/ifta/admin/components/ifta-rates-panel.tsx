import {
  Alert,
  Button,
  FileButton,
  Group,
  List,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core'
import { IconFileImport, IconPencil } from '@tabler/icons-react'
import { useState } from 'react'
import { previousQuarter, quarterOf } from '@/domain/ifta/quarter'
import { EmptyState } from '@/web/components/ui/empty-state'
import { LoadError } from '@/web/components/ui/load-error'
import { TableScroll } from '@/web/components/ui/table-scroll'
import {
  type RateMatrixPreview,
  useAdminIftaRates,
  usePreviewRateMatrix,
  useSaveIftaRates,
} from '@/web/features/ifta/admin/api/ifta-rates-api'
import { errorText } from '@/web/lib/api'
import { notifyError, notifySuccess } from '@/web/lib/notify'
import { useToday } from '@/web/lib/today'
import { IftaRatesEditor } from './ifta-rates-editor'

/** The quarter after this one and the eight before it, newest first. */
function quarterChoices(today: string): string[] {
  const current = quarterOf(today)
  const [year, q] = current.split('Q').map(Number) as [number, number]
  const next = q === 4 ? `${year + 1}Q1` : `${year}Q${q + 1}`
  const list = [next, current]
  while (list.length < 10) list.push(previousQuarter(list.at(-1)!))
  return list
}

/** Files bigger than this are no rate matrix (IFTA, Inc.'s is about 30 KB). */
const MAX_FILE_BYTES = 1_000_000

/**
 * The IFTA rates every return uses, per quarter: the shipped IFTA, Inc. matrix or an administrator's
 * import. A matrix file is read on the server and shown before it replaces the quarter's rates.
 */
export function IftaRatesPanel() {
  const today = useToday()
  const choices = quarterChoices(today)
  const [quarter, setQuarter] = useState(choices[1]!)
  const rates = useAdminIftaRates(quarter)
  const preview = usePreviewRateMatrix()
  const save = useSaveIftaRates()
  const [read, setRead] = useState<RateMatrixPreview | null>(null)
  const [editing, setEditing] = useState(false)

  const readFile = async (file: File | null) => {
    if (!file) return
    if (file.size > MAX_FILE_BYTES) {
      notifyError('The file is too large for a rate matrix')
      return
    }
    try {
      const result = await preview.mutateAsync(await file.text())
      setRead(result)
      if (result.quarter) setQuarter(result.quarter)
      setEditing(false)
    } catch (error) {
      notifyError(errorText(error, 'Failed to read the rate matrix'))
    }
  }
  const saveRead = async () => {
    if (!read) return
    try {
      await save.mutateAsync({
        quarter,
        rates: read.rates.map((r) => ({
          ...r,
          fuelType: 'diesel' as const,
          surchargeRate: r.surchargeRate ?? null,
        })),
      })
      notifySuccess(`IFTA rates for ${quarter} saved`)
      setRead(null)
    } catch (error) {
      notifyError(errorText(error, 'Failed to save the rates'))
    }
  }

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" maw={760}>
        Every IFTA return uses its quarter's diesel rates (US dollars per gallon). The product ships the IFTA,
        Inc. rate matrices it can cite; import the matrix file (CSV) IFTA, Inc. publishes each quarter to add
        or replace a quarter's rates, or edit a quarter's rates one by one. A return for a quarter without
        rates says which are missing.
      </Text>
      <Group align="flex-end" gap="sm">
        <Select
          label="Quarter"
          data={choices.includes(quarter) ? choices : [quarter, ...choices]}
          value={quarter}
          onChange={(value) => {
            if (value) setQuarter(value)
            setRead(null)
            setEditing(false)
          }}
          allowDeselect={false}
          w={160}
        />
        <FileButton onChange={readFile} accept=".csv,text/csv">
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconFileImport size={16} />}
              loading={preview.isPending}
            >
              Import rate matrix (CSV)
            </Button>
          )}
        </FileButton>
        <Button
          variant="default"
          leftSection={<IconPencil size={16} />}
          disabled={!rates.data || editing}
          onClick={() => {
            setRead(null)
            setEditing(true)
          }}
        >
          Edit rates
        </Button>
      </Group>
      {read && (
        <Alert
          color={read.problems.length ? 'orange' : 'blue'}
          title={`Read ${read.rates.length} diesel rates`}
        >
          <Stack gap="xs">
            <Text size="sm">
              {read.quarter
                ? `The file is for ${read.quarter}.`
                : 'The file does not say its quarter: they are for the quarter chosen above.'}{' '}
              {read.final === false ? 'It says its rates are not final yet.' : ''}
            </Text>
            {read.problems.length > 0 && (
              <List size="sm" spacing={2}>
                {read.problems.slice(0, 12).map((problem) => (
                  <List.Item key={problem}>{problem}</List.Item>
                ))}
                {read.problems.length > 12 && <List.Item>…and {read.problems.length - 12} more</List.Item>}
              </List>
            )}
            <Group gap="sm">
              <Button onClick={saveRead} loading={save.isPending} disabled={read.rates.length === 0}>
                Save {read.rates.length} rates for {quarter}
              </Button>
              <Button variant="default" onClick={() => setRead(null)}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      <Title order={3} size="h5">
        {quarter} rates
      </Title>
      {editing && rates.data && (
        <IftaRatesEditor
          key={quarter}
          quarter={quarter}
          rates={rates.data}
          onDone={() => setEditing(false)}
        />
      )}
      {rates.isPending && <Skeleton h={160} />}
      {rates.isError && <LoadError title="Failed to load the rates" onRetry={() => void rates.refetch()} />}
      {!editing && rates.data && rates.data.rates.length === 0 && (
        <EmptyState
          icon={IconFileImport}
          title={`No rates for ${quarter}`}
          description="Import IFTA, Inc.'s rate matrix for this quarter, or edit its rates: returns for it list every jurisdiction as missing until then."
        />
      )}
      {!editing && rates.data && rates.data.rates.length > 0 && (
        <>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            Source: {rates.data.source}
          </Text>
          <TableScroll label="IFTA rates table" minWidth={360}>
            <Table striped verticalSpacing={4} aria-label={`IFTA rates ${quarter}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Jurisdiction</Table.Th>
                  <Table.Th>Fuel</Table.Th>
                  <Table.Th ta="right">Rate ($/gal)</Table.Th>
                  <Table.Th ta="right">Surcharge ($/gal)</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rates.data.rates.map((r) => (
                  <Table.Tr key={`${r.jurisdiction}-${r.fuelType}`}>
                    <Table.Td>{r.jurisdiction}</Table.Td>
                    <Table.Td>{r.fuelType}</Table.Td>
                    <Table.Td ta="right">{r.rate}</Table.Td>
                    <Table.Td ta="right">{r.surchargeRate ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        </>
      )}
    </Stack>
  )
}
