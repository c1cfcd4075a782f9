import { Alert, Button, Paper } from '@mantine/core'
import { IconFileOff } from '@tabler/icons-react'
import { Link } from 'react-router'
import { EmptyState } from '@/web/components/ui/empty-state'
import { useDocumentTitle } from '@/web/components/ui/use-document-title'
import { isNotFound } from '@/web/lib/api'

/** A missing (or someone else's) trip or purchase, or a failed load of it, with the way back to its list. */
export function RecordNotFound(props: {
  error: unknown
  onRetry: () => void
  notFoundTitle: string
  backTo: string
  backLabel: string
}) {
  const { error, onRetry, notFoundTitle, backTo, backLabel } = props
  const notFound = isNotFound(error)
  useDocumentTitle(notFound ? notFoundTitle : 'IFTA')
  return (
    <Paper withBorder radius="md" p="lg" maw={560} mx="auto" mt="xl">
      {!notFound && (
        <Alert color="red" variant="light" role="alert" mb="md">
          Failed to load IFTA records. Please try again.
          <Button size="xs" variant="light" color="red" mt="xs" display="block" onClick={onRetry}>
            Retry
          </Button>
        </Alert>
      )}
      <EmptyState
        icon={IconFileOff}
        title={notFound ? notFoundTitle : 'Record unavailable'}
        description={
          notFound ? 'It does not exist or was deleted.' : 'We could not reach the server just now.'
        }
        action={
          <Button component={Link} to={backTo} variant="light" mt="sm">
            {backLabel}
          </Button>
        }
      />
    </Paper>
  )
}
