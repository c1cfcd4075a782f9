import { Alert, Anchor, Button, Grid, Group, List, Paper, Stack, Text } from '@mantine/core'
import { IconAlertTriangle, IconCircleCheck, IconEdit, IconFileOff } from '@tabler/icons-react'
import { Link, useNavigate, useParams } from 'react-router'
import type { Settlement } from '@/contracts/settlements'
import { DocumentPreview } from '@/web/components/documents/document-preview'
import { BackLink } from '@/web/components/ui/back-link'
import { PageLoader } from '@/web/components/ui/page-loader'
import { PageTitle } from '@/web/components/ui/page-title'
import { useConfirmSettlement, useSettlement } from '@/web/features/settlements/api/settlements-api'
import { SettlementForm } from '@/web/features/settlements/components/settlement-form'
import { SettlementLineTables } from '@/web/features/settlements/components/settlement-line-tables'
import { SettlementNotFound } from '@/web/features/settlements/components/settlement-not-found'
import { SettlementStatusBadge } from '@/web/features/settlements/components/settlement-status-badge'
import { SettlementTotals } from '@/web/features/settlements/components/settlement-totals'
import { valuesFromSettlement } from '@/web/features/settlements/lib/form-values'
import { lowConfidenceParts, partLabel } from '@/web/features/settlements/lib/review-flags'
import { notifySuccess } from '@/web/lib/notify'

/** A settlement read from a document, beside that document, to check, correct and post. */
export function SettlementReviewPage() {
  const { id = '' } = useParams()
  const settlement = useSettlement(id)

  if (settlement.isPending) return <PageLoader />
  if (settlement.isError) return <SettlementNotFound error={settlement.error} />

  const { review, document } = settlement.data
  const confirmed = settlement.data.status === 'processed'
  return (
    <>
      <BackLink to={`/settlements/${id}`} label="Back to settlement" />
      <PageTitle
        title="Review Settlement"
        actions={
          confirmed && (
            <Button
              component={Link}
              to={`/settlements/${id}/edit`}
              variant="default"
              leftSection={<IconEdit size={16} />}
            >
              Edit
            </Button>
          )
        }
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <div style={{ position: 'sticky', top: 'calc(var(--app-shell-header-height, 0px) + 16px)' }}>
            {document ? (
              <DocumentPreview document={document} />
            ) : (
              <Paper withBorder radius="md" p="md">
                <Group gap="xs" c="dimmed">
                  <IconFileOff size={18} aria-hidden />
                  <Text size="sm">
                    {settlement.data.documentId
                      ? 'The original document could not be loaded.'
                      : 'This settlement was not read from an uploaded document.'}
                  </Text>
                </Group>
              </Paper>
            )}
          </div>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          {confirmed ? (
            <ConfirmedSettlement settlement={settlement.data} />
          ) : (
            <ReviewForm
              settlement={settlement.data}
              issues={review?.issues ?? []}
              confidence={review?.confidence}
            />
          )}
        </Grid.Col>
      </Grid>
    </>
  )
}

function ReviewForm(props: {
  settlement: Settlement
  issues: string[]
  confidence?: Record<string, number>
}) {
  const { settlement, issues, confidence } = props
  const navigate = useNavigate()
  const confirm = useConfirmSettlement(settlement.id)
  const flagged = lowConfidenceParts(confidence)

  return (
    <Stack gap="md">
      <Alert
        color="yellow"
        variant="light"
        icon={<IconAlertTriangle size={18} />}
        title={issues.length > 0 ? 'Please check before posting' : 'Check the values, then post'}
      >
        {issues.length > 0 && (
          <List size="sm" spacing={2} mb={flagged.size > 0 ? 'xs' : 0}>
            {issues.map((issue) => (
              <List.Item key={issue}>{issue}</List.Item>
            ))}
          </List>
        )}
        {flagged.size > 0 && (
          <Text size="sm">Marked in yellow, hard to read: {[...flagged].map(partLabel).join(', ')}.</Text>
        )}
        {issues.length === 0 && flagged.size === 0 && (
          <Text size="sm">
            Compare the values with the document; Confirm &amp; Post adds them to your ledger.
          </Text>
        )}
      </Alert>
      <SettlementForm
        key={settlement.updatedAt}
        initialValues={valuesFromSettlement(settlement)}
        flagged={flagged}
        askW2={settlement.review?.looksLikeW2 === true}
        submitLabel="Confirm & Post"
        cancelTo={`/settlements/${settlement.id}`}
        failureMessage="Failed to confirm settlement"
        save={confirm}
        onSaved={() => {
          notifySuccess('Settlement confirmed and posted to your ledger')
          navigate(`/settlements/${settlement.id}`)
        }}
      />
    </Stack>
  )
}

function ConfirmedSettlement({ settlement }: { settlement: Settlement }) {
  return (
    <Stack gap="md">
      <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} title="Confirmed">
        <Group gap="xs">
          <SettlementStatusBadge status={settlement.status} />
          <Text size="sm">This settlement is confirmed and posted to your ledger.</Text>
        </Group>
        <Text size="sm" mt={4}>
          To correct it,{' '}
          <Anchor component={Link} to={`/settlements/${settlement.id}/edit`} size="sm">
            edit the settlement
          </Anchor>
          .
        </Text>
      </Alert>
      <SettlementTotals totals={settlement} />
      <SettlementLineTables settlement={settlement} />
    </Stack>
  )
}
