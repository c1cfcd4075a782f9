import { Alert, Button, Paper } from '@mantine/core'
import { IconTruckOff } from '@tabler/icons-react'
import { Link } from 'react-router'
import { LOAD_MESSAGES } from '@/contracts/loads'
import { EmptyState } from '@/web/components/ui/empty-state'
import { useDocumentTitle } from '@/web/components/ui/use-document-title'
import { isNotFound } from '@/web/lib/api'

/** A missing (or someone else's) load, or a failed load of it, with the way back to the list. */
export function LoadNotFound({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const notFound = isNotFound(error)
  useDocumentTitle(notFound ? LOAD_MESSAGES.notFound : 'Loads')
  return (
    <Paper withBorder radius="md" p="lg" maw={560} mx="auto" mt="xl">
      {!notFound && (
        <Alert color="red" variant="light" role="alert" mb="md">
          Failed to load the load. Please try again.
          <Button size="xs" variant="light" color="red" mt="xs" display="block" onClick={onRetry}>
            Retry
          </Button>
        </Alert>
      )}
      <EmptyState
        icon={IconTruckOff}
        title={notFound ? LOAD_MESSAGES.notFound : 'Load unavailable'}
        description={
          notFound ? 'This load does not exist or was deleted.' : 'We could not reach the server just now.'
        }
        action={
          <Button component={Link} to="/loads" variant="light" mt="sm">
            Back to Loads
          </Button>
        }
      />
    </Paper>
  )
}
