import { Button, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { MAIN_CONTENT_ID } from './skip-link'

interface CrashScreenProps {
  /** Clears the error and renders the screen again; without it, Try Again reloads. */
  onRetry?: () => void
}

export function CrashScreen({ onRetry }: CrashScreenProps) {
  return (
    <Center component="main" id={MAIN_CONTENT_ID} tabIndex={-1} mih="100vh" p="md">
      <Stack align="center" gap="md" maw={420} ta="center" role="alert">
        <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden>
          <IconAlertTriangle size={30} />
        </ThemeIcon>
        <Title order={1} fz={26}>
          Something went wrong
        </Title>
        <Text c="dimmed">An unexpected error stopped this page. You can try again or reload the page.</Text>
        <Group justify="center">
          <Button onClick={onRetry ?? (() => window.location.reload())}>Try Again</Button>
          <Button variant="default" onClick={() => window.location.reload()}>
            Refresh Page
          </Button>
        </Group>
      </Stack>
    </Center>
  )
}
