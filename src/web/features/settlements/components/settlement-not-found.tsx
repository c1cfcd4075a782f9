import { Alert, Button, Paper } from '@mantine/core'
import { IconFileOff } from '@tabler/icons-react'
import { Link } from 'react-router'
import { EmptyState } from '@/web/components/ui/empty-state'
import { useDocumentTitle } from '@/web/components/ui/use-document-title'
import { isNotFound } from '@/web/lib/api'

/** A missing (or someone else's) settlement, or a failed load, with the way back to the list. */
export function SettlementNotFound({ error }: { error: unknown }) {
  const notFound = isNotFound(error)
  useDocumentTitle(notFound ? 'Settlement not found' : 'Settlements')
  return (
    <Paper withBorder radius="md" p="lg" maw={560} mx="auto" mt="xl">
      {!notFound && (
        <Alert color="red" variant="light" role="alert" mb="md">
          Failed to load the settlement. Please try again.
        </Alert>
      )}
      <EmptyState
        icon={IconFileOff}
        title={notFound ? 'Settlement not found' : 'Settlement unavailable'}
        description={
          notFound
            ? 'This settlement does not exist or was deleted.'
            : 'We could not reach the server just now.'
        }
        action={
          <Button component={Link} to="/settlements" variant="light" mt="sm">
            Back to Settlements
          </Button>
        }
      />
    </Paper>
  )
}
