import { Alert, Button } from '@mantine/core'

/** A list that failed to load: the spec's 'Failed to load …' message and a way to try again. */
export function LoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      <Button size="xs" variant="light" color="red" mt="xs" onClick={onRetry}>
        Retry
      </Button>
    </Alert>
  )
}
