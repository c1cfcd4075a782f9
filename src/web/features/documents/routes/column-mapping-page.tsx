import { Alert, Anchor, Button, Group, Paper, Select, SimpleGrid, Stack, Title } from '@mantine/core'
import { IconArrowLeft, IconTableImport } from '@tabler/icons-react'
import { useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import {
  type ColumnMappingInput,
  DOCUMENT_MESSAGES,
  type DocumentView,
  MAPPING_FIELDS,
  type MappingReview,
} from '@/contracts/documents'
import { columnName as columnNameOf, SampleRows } from '@/web/components/documents/sample-rows'
import { EmptyState } from '@/web/components/ui/empty-state'
import { FormError } from '@/web/components/ui/form-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { PageTitle } from '@/web/components/ui/page-title'
import { errorText } from '@/web/lib/api'
import { useConfirmMapping, useDocument } from '@/web/lib/documents/documents-api'
import { notifySuccess } from '@/web/lib/notify'

type Field = (typeof MAPPING_FIELDS)[number]

const FIELD_LABELS: Record<Field, string> = {
  date: 'Date',
  payer: 'Payer',
  tripNumber: 'Trip #',
  grossCents: 'Gross',
  deductionsCents: 'Deductions',
  netCents: 'Net',
}

const NONE = 'none'

function BackToUpload() {
  return (
    <Anchor
      component={Link}
      to="/settlements/upload"
      size="sm"
      mb="xs"
      display="inline-flex"
      style={{ alignItems: 'center', gap: 4 }}
    >
      <IconArrowLeft size={14} aria-hidden /> Back to Upload
    </Anchor>
  )
}

/** A spreadsheet whose columns were a guess: the user says which column holds what, then it imports. */
export function ColumnMappingPage() {
  const { documentId = '' } = useParams()
  const document = useDocument(documentId)

  if (document.isPending) return <PageLoader />
  const review = document.data?.mappingReview
  return (
    <>
      <BackToUpload />
      <PageTitle title="Confirm Columns" />
      {document.data && review ? (
        <MappingForm document={document.data} review={review} />
      ) : (
        <Paper withBorder radius="md" p="lg">
          <EmptyState
            icon={IconTableImport}
            title={document.isError ? DOCUMENT_MESSAGES.notFound : 'Nothing to confirm'}
            description={
              document.isError
                ? 'This document does not exist or was deleted.'
                : DOCUMENT_MESSAGES.notReviewable
            }
            action={
              <Button component={Link} to="/settlements" variant="light" mt="sm">
                Go to Settlements
              </Button>
            }
          />
        </Paper>
      )}
    </>
  )
}

function MappingForm({ document, review }: { document: DocumentView; review: MappingReview }) {
  const navigate = useNavigate()
  const importing = useConfirmMapping(document.id)
  const [mapping, setMapping] = useState<ColumnMappingInput>(review.mapping)
  const [error, setError] = useState<string | null>(null)

  const columnName = (index: number) => columnNameOf(review.headers, index)
  const options = [
    { value: NONE, label: '— Not in this file —' },
    ...review.headers.map((_, index) => ({ value: String(index), label: columnName(index) })),
  ]
  const fieldOfColumn = (index: number) => MAPPING_FIELDS.find((field) => mapping[field] === index)

  const confirm = async () => {
    setError(null)
    try {
      const updated = await importing.mutateAsync(mapping)
      const count = updated.settlementIds.length
      notifySuccess(`${count} settlement${count === 1 ? '' : 's'} imported from ${document.fileName}`)
      navigate('/settlements')
    } catch (caught) {
      setError(errorText(caught, 'Failed to import the spreadsheet. Please try again.'))
    }
  }

  return (
    <Stack gap="md">
      <Alert color="blue" variant="light">
        We could not be sure which column of <b>{document.fileName}</b>
        {review.sheet ? ` (sheet ${review.sheet})` : ''} holds what
        {review.rowCount > 0 ? ` (${review.rowCount} row${review.rowCount === 1 ? '' : 's'})` : ''}. Check the
        columns below, then import.
      </Alert>
      <FormError message={error} />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Columns">
        <Title order={2} fz="lg" mb="sm">
          Columns
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          {MAPPING_FIELDS.map((field) => (
            <Select
              key={field}
              label={FIELD_LABELS[field]}
              data={options}
              allowDeselect={false}
              value={mapping[field] === null ? NONE : String(mapping[field])}
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
      </Paper>
      <SampleRows
        headers={review.headers}
        rows={review.sampleRows}
        fieldLabelOf={(index) => {
          const field = fieldOfColumn(index)
          return field && FIELD_LABELS[field]
        }}
        description="The first rows of the file as printed, with the field each column is imported as."
      />
      <Group justify="flex-end" gap="sm">
        <Button component={Link} to="/settlements/upload" variant="default">
          Cancel
        </Button>
        <Button
          leftSection={<IconTableImport size={16} />}
          loading={importing.isPending}
          onClick={() => void confirm()}
        >
          Confirm &amp; Import
        </Button>
      </Group>
    </Stack>
  )
}
