import { Alert } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'

/** The inline red banner forms use for their first error. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" mb="md">
      {message}
    </Alert>
  )
}
