import { Paper, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useDocumentTitle } from './use-document-title'

interface AuthCardProps {
  title: string
  subtitle?: ReactNode
  /** Card width; the sign-up card is wider for its account-type choice. */
  width?: number
  children: ReactNode
}

/** The centred card of the sign-in style screens. */
export function AuthCard({ title, subtitle, width = 440, children }: AuthCardProps) {
  useDocumentTitle(title)
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
      {children}
    </Paper>
  )
}
