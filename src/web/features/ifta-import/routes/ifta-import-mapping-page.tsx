import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { IconTableImport } from '@tabler/icons-react'
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import {
  IFTA_IMPORT_MESSAGES,
  type IftaImport,
  type ImportMapping,
  type ImportResult,
} from '@/contracts/ifta-imports'
import {
  eldHasDate,
  FIELD_LABELS,
  FIELDS_OF,
  type ImportField,
  missingFields,
} from '@/domain/ifta/import/import-fields'
import { columnName as columnNameOf, SampleRows } from '@/web/components/documents/sample-rows'
import { BackLink } from '@/web/components/ui/back-link'
import { EmptyState } from '@/web/components/ui/empty-state'
import { FormError } from '@/web/components/ui/form-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { PageTitle } from '@/web/components/ui/page-title'
import { errorText } from '@/web/lib/api'
import { useConfirmIftaImport, useIftaImport } from '../api/ifta-import-api'
import { ImportPeriodSection, type PeriodValues, periodOf } from '../components/import-period'
import { ImportResultPanel } from '../components/import-result'

const NONE = 'none'

/** /ifta/import/:id: which column holds what, with the file's first rows; then what the import made. */
export function IftaImportMappingPage() {
  const { id = '' } = useParams()
  const made = useIftaImport(id)
  const [result, setResult] = useState<ImportResult | null>(null)

  if (made.isPending) return <PageLoader />
  const view = made.data
  return (
    <>
      <BackLink to="/ifta/import" label="Back to Import" />
      <PageTitle title={view?.kind === 'fuel_card' ? 'Import Fuel Card Transactions' : 'Import ELD Miles'} />
      {!view ? (
        <Paper withBorder radius="md" p="lg">
          <EmptyState
            icon={IconTableImport}
            title={IFTA_IMPORT_MESSAGES.notFound}
            description="This import does not exist, or it is not yours."
            action={
              <Button component={Link} to="/ifta/import" variant="light" mt="sm">
                Import a file
              </Button>
            }
          />
        </Paper>
      ) : (result ?? view.result) ? (
        <ImportResultPanel kind={view.kind} result={(result ?? view.result)!} />
      ) : (
        <MappingForm view={view} onImported={setResult} />
      )}
    </>
  )
}

function MappingForm({ view, onImported }: { view: IftaImport; onImported: (result: ImportResult) => void }) {
  const confirm = useConfirmIftaImport(view.id)
  const fields = FIELDS_OF[view.kind]
  const [mapping, setMapping] = useState<ImportMapping>(view.mapping)
  const [remember, setRemember] = useState(!view.savedMappingUsed)
  const [name, setName] = useState(view.fileName.slice(0, 100))
  const [error, setError] = useState<string | null>(null)
  const [periodValues, setPeriodValues] = useState<PeriodValues>({ startDate: '', endDate: '' })
  // A file with no date column mapped is dated by the period the user gives.
  const needsPeriod = view.kind === 'eld_miles' && !eldHasDate(mapping)
  const period = needsPeriod ? periodOf(periodValues) : null
  const missing = missingFields(view.kind, mapping, period)

  const columnName = (index: number) => columnNameOf(view.headers, index)
  const options = [
    { value: NONE, label: '— Not in this file —' },
    ...view.headers.map((_, index) => ({ value: String(index), label: columnName(index) })),
  ]
  const fieldOfColumn = (index: number) => fields.find((field) => mapping[field] === index)

  const submit = async () => {
    setError(null)
    try {
      onImported(
        await confirm.mutateAsync({ mapping, period, saveMapping: remember, name: name.trim() || undefined }),
      )
    } catch (caught) {
      setError(errorText(caught, 'Failed to import the file. Please try again.'))
    }
  }

  return (
    <Stack gap="md">
      <Alert color={view.confident ? 'green' : 'blue'} variant="light">
        {view.savedMappingUsed
          ? `The columns of ${view.fileName} are mapped as you saved them for this layout.`
          : view.confident
            ? `The columns of ${view.fileName} were recognised: check them, then import.`
            : `We could not be sure which column of ${view.fileName} holds what: choose them below.`}{' '}
        {view.rowCount} row{view.rowCount === 1 ? '' : 's'}.
      </Alert>
      <FormError message={error} />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Columns">
        <Title order={2} fz="lg" mb="sm">
          Columns
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          {fields.map((field: ImportField) => (
            <Select
              key={field}
              label={FIELD_LABELS[field]}
              data={options}
              allowDeselect={false}
              value={mapping[field] == null ? NONE : String(mapping[field])}
              onChange={(value) =>
                setMapping((current) => ({
                  ...current,
                  [field]: value === null || value === NONE ? null : Number(value),
                }))
              }
              comboboxProps={{ withinPortal: true }}
            />
          ))}
        </SimpleGrid>
        {missing.length > 0 && (
          <Text size="sm" c="red.8" mt="sm" role="status">
            Choose {missing.join(', ')}.
          </Text>
        )}
      </Paper>
      {needsPeriod && <ImportPeriodSection value={periodValues} onChange={setPeriodValues} />}
      <SampleRows
        headers={view.headers}
        rows={view.sampleRows}
        fieldLabelOf={(index) => {
          const field = fieldOfColumn(index)
          return field && FIELD_LABELS[field]
        }}
        description="The first rows of the file, with the field each column is imported as."
      />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="xs">
          <Checkbox
            label="Remember this layout"
            description="Files with the same columns are mapped this way at once next time."
            checked={remember}
            onChange={(event) => setRemember(event.currentTarget.checked)}
          />
          {remember && (
            <TextInput
              label="Layout name"
              maxLength={100}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              maw={400}
            />
          )}
        </Stack>
      </Paper>
      <Group justify="flex-end" gap="sm">
        <Button component={Link} to="/ifta/import" variant="default">
          Cancel
        </Button>
        <Button
          leftSection={<IconTableImport size={16} />}
          loading={confirm.isPending}
          disabled={missing.length > 0}
          onClick={() => void submit()}
        >
          Import
        </Button>
      </Group>
    </Stack>
  )
}
