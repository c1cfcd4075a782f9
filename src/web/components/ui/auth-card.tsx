import { Paper, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useHydrated } from '@/web/lib/use-hydrated'
import { useDocumentTitle } from './use-document-title'

interface AuthCardProps {
  title: string
  subtitle?: ReactNode
  /** Card width; the sign-up card is wider for its account-type choice. */
  width?: number
  children: ReactNode
}

/**
 * The centred card of the sign-in style screens. Its fields wait for the app when the page came
 * rendered ahead (src/web/prerender.tsx): typed before, they would be lost, and a submit would send
 * them to the server in the address.
 */
export function AuthCard({ title, subtitle, width = 440, children }: AuthCardProps) {
  useDocumentTitle(title)
  const hydrated = useHydrated()
  return (
    <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 32 }} maw={width} mx="auto">
      <Stack gap={4} mb="lg" ta="center">
        <Title order={1} fz={26}>
          {title}
        </Title>
        {subtitle && (
          <Text c="dimmed" size="sm">
            {subtitle}
          </Text>
        )}
      </Stack>
      <fieldset disabled={!hydrated} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        {children}
      </fieldset>
    </Paper>
  )
}
