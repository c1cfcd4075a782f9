import { Alert, Button, Group, List, Text } from '@mantine/core'
import { IconAlertTriangle, IconCircleCheck, IconEdit, IconEye } from '@tabler/icons-react'
import { Link } from 'react-router'
import type { Load } from '@/contracts/loads'
import { SignedDifference } from '@/web/components/ui/signed-difference'
import { useUpdateLoad } from '@/web/features/loads/api/loads-api'
import { moneyAtStake } from '@/web/features/loads/lib/load-labels'
import { loadPartLabel, lowConfidenceLoadParts } from '@/web/features/loads/lib/review-flags'
import { errorText } from '@/web/lib/api'
import { formatMoney } from '@/web/lib/format'
import { notifyError, notifySuccess } from '@/web/lib/notify'

/** What to ask the payer about: each flag in words with the money at stake, and the total paid short. */
export function DiscrepancyAlert({ load }: { load: Load }) {
  if (load.discrepancies.length === 0) return null
  const short = moneyAtStake(load)
  const payer = load.payerName ?? 'the payer'
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      title={short > 0 ? `${formatMoney(short)} to ask ${payer} about` : `Ask ${payer} about this load`}
    >
      <List size="sm" spacing={4}>
        {load.discrepancies.map((flag) => (
          <List.Item key={`${flag.kind}-${flag.message}`}>
            {flag.message}
            <SignedDifference cents={flag.differenceCents} />
          </List.Item>
        ))}
      </List>
    </Alert>
  )
}

/**
 * A load read from a rate confirmation waits for the user's check: what the reader was unsure of,
 * then Confirm (saves it as it is, which clears the review) or Edit to put it right first.
 */
export function ReviewBanner({ load }: { load: Load }) {
  const update = useUpdateLoad(load.id)
  if (!load.review || !load.editable) return null
  const hardToRead = [...lowConfidenceLoadParts(load.review.confidence)].map(loadPartLabel)
  const confirm = async () => {
    try {
      await update.mutateAsync({})
      notifySuccess('Load confirmed')
    } catch (error) {
      notifyError(errorText(error, 'Failed to confirm the load'))
    }
  }
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconEye size={20} />}
      title="Needs review"
      aria-label="Needs review"
    >
      <Text size="sm" mb="xs">
        This load was read from {load.payerName ? `${load.payerName}’s` : 'a'} rate confirmation. Check it
        against the document, then confirm it.
      </Text>
      {load.review.issues.length > 0 && (
        <List size="sm" spacing={4} mb="sm">
          {load.review.issues.map((issue) => (
            <List.Item key={issue}>{issue}</List.Item>
          ))}
        </List>
      )}
      {hardToRead.length > 0 && (
        <Text size="sm" mb="sm">
          Hard to read: {hardToRead.join(', ')}. Edit first to see them marked.
        </Text>
      )}
      <Group gap="xs">
        <Button
          size="xs"
          color="orange"
          leftSection={<IconCircleCheck size={14} aria-hidden />}
          loading={update.isPending}
          onClick={confirm}
        >
          Confirm
        </Button>
        <Button
          size="xs"
          variant="default"
          component={Link}
          to={`/loads/${load.id}/edit`}
          leftSection={<IconEdit size={14} aria-hidden />}
        >
          Edit first
        </Button>
      </Group>
    </Alert>
  )
}
