import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { IconCircleCheck, IconEdit, IconExternalLink, IconFileSearch, IconTrash } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import type { Settlement } from '@/contracts/settlements'
import { PAID_AS_LABELS } from '@/domain/settlements/settlement-math'
import { CommentsPanel } from '@/web/components/comments/comments-panel'
import { BackLink } from '@/web/components/ui/back-link'
import { PageLoader } from '@/web/components/ui/page-loader'
import { PageTitle } from '@/web/components/ui/page-title'
import { useConfirmSettlement, useSettlement } from '@/web/features/settlements/api/settlements-api'
import { LedgerPostings } from '@/web/features/settlements/components/ledger-postings'
import { SettlementLineTables } from '@/web/features/settlements/components/settlement-line-tables'
import { SettlementLoadFlags } from '@/web/features/settlements/components/settlement-load-flags'
import { SettlementNotFound } from '@/web/features/settlements/components/settlement-not-found'
import { SettlementBadges } from '@/web/features/settlements/components/settlement-status-badge'
import { SettlementTotals } from '@/web/features/settlements/components/settlement-totals'
import { inputFromSettlement } from '@/web/features/settlements/lib/form-values'
import { payerLabel, settlementDateLabel } from '@/web/features/settlements/lib/labels.ts'
import { useSettlementDelete } from '@/web/features/settlements/lib/use-settlement-delete'
import { errorText } from '@/web/lib/api'
import { documentFileUrl } from '@/web/lib/documents/documents-api'
import { formatDate } from '@/web/lib/format'
import { notifyError, notifySuccess } from '@/web/lib/notify'

export function SettlementDetailPage() {
  const { id = '' } = useParams()
  const settlement = useSettlement(id)

  if (settlement.isPending) return <PageLoader />
  if (settlement.isError) return <SettlementNotFound error={settlement.error} />
  return <SettlementDetail settlement={settlement.data} />
}

function SettlementDetail({ settlement }: { settlement: Settlement }) {
  const navigate = useNavigate()
  const { deleteOne } = useSettlementDelete()
  const confirm = useConfirmSettlement(settlement.id)

  const confirmAndPost = async () => {
    try {
      await confirm.mutateAsync(inputFromSettlement(settlement))
      notifySuccess('Settlement confirmed and posted to your ledger')
    } catch (error) {
      notifyError(errorText(error, 'Failed to confirm settlement'))
    }
  }

  const reference = [
    settlement.settlementNumber && `Settlement #${settlement.settlementNumber}`,
    settlement.tripNumber && `Trip #${settlement.tripNumber}`,
  ].filter(Boolean)

  return (
    <>
      <BackLink />
      <PageTitle
        title={payerLabel(settlement)}
        actions={
          <Group gap="xs">
            {settlement.status === 'pending' && settlement.documentId && (
              <Button
                component={Link}
                to={`/settlements/${settlement.id}/review`}
                variant="light"
                leftSection={<IconFileSearch size={16} />}
              >
                Review
              </Button>
            )}
            {settlement.status === 'pending' && (
              <Button
                leftSection={<IconCircleCheck size={16} />}
                loading={confirm.isPending}
                onClick={confirmAndPost}
              >
                Confirm &amp; Post
              </Button>
            )}
            <Button
              component={Link}
              to={`/settlements/${settlement.id}/edit`}
              variant="default"
              leftSection={<IconEdit size={16} />}
            >
              Edit
            </Button>
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} />}
              onClick={() => void deleteOne(settlement.id, () => navigate('/settlements'))}
            >
              Delete
            </Button>
          </Group>
        }
      />
      <Stack gap="md">
        <SettlementLoadFlags settlement={settlement} />
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <Group gap="lg" wrap="wrap">
            <Fact label="Status">
              <SettlementBadges status={settlement.status} needsReviewCount={settlement.needsReviewCount} />
            </Fact>
            <Fact label="Paid As">{PAID_AS_LABELS[settlement.paidAs]}</Fact>
            <Fact label="Settlement Date">{settlementDateLabel(settlement)}</Fact>
            {settlement.periodStart && settlement.periodEnd && (
              <Fact label="Pay Period">
                {formatDate(settlement.periodStart)} – {formatDate(settlement.periodEnd)}
              </Fact>
            )}
            {reference.length > 0 && <Fact label="Reference">{reference.join(' · ')}</Fact>}
            {settlement.documentId && (
              <Fact label="Source">
                <Anchor
                  href={documentFileUrl(settlement.documentId)}
                  target="_blank"
                  rel="noopener"
                  size="sm"
                  display="inline-flex"
                  style={{ alignItems: 'center', gap: 4 }}
                >
                  View original document <IconExternalLink size={14} aria-hidden />
                </Anchor>
              </Fact>
            )}
          </Group>
          {settlement.notes && (
            <Text size="sm" mt="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {settlement.notes}
            </Text>
          )}
        </Paper>
        <SettlementTotals totals={settlement} />
        <SettlementLineTables settlement={settlement} />
        <LedgerPostings settlement={settlement} />
        <CommentsPanel subjectType="settlement" subjectId={settlement.id} />
      </Stack>
    </>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  )
}
