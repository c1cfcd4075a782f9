import { Box, Group, Text } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import type { ReactNode } from 'react'

/** Below this the document reader was guessing: the field is marked for the user to check. */
export const LOW_CONFIDENCE = 0.8

/**
 * The parts of a review form to mark: those the reader's confidence keys stand for (`partsOf`) whose
 * confidence is low. Settlements and loads read from documents are checked the same way.
 */
export function lowConfidenceOf<Part extends string>(
  confidence: Record<string, number> | undefined,
  partsOf: Readonly<Record<string, readonly Part[]>>,
): Set<Part> {
  const parts = new Set<Part>()
  for (const [field, value] of Object.entries(confidence ?? {})) {
    if (value < LOW_CONFIDENCE) for (const part of partsOf[field] ?? []) parts.add(part)
  }
  return parts
}

export const CHECK_HINT = 'Hard to read: check against the document'

/**
 * Extra props for an input the reader was unsure of: a yellow field with a warning sign (left, so
 * it never covers a date picker) and the hint as its tooltip; the alert above the form names them.
 */
export function flagProps(flagged: boolean | undefined) {
  if (!flagged) return {}
  return {
    'data-flagged': true,
    title: CHECK_HINT,
    leftSection: (
      <IconAlertTriangle size={14} color="var(--mantine-color-yellow-8)" aria-label={CHECK_HINT} />
    ),
    styles: {
      input: {
        borderColor: 'var(--mantine-color-yellow-6)',
        backgroundColor: 'var(--mantine-color-yellow-0)',
      },
    },
  }
}

/** A yellow frame around a whole section (a settlement's loads, a load's stops) that needs a check. */
export function FlagFrame({ flagged, children }: { flagged: boolean | undefined; children: ReactNode }) {
  if (!flagged) return children
  return (
    <Box
      data-flagged
      p={4}
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        outline: '2px solid var(--mantine-color-yellow-5)',
        background: 'var(--mantine-color-yellow-0)',
      }}
    >
      <Group gap={6} px="xs" py={4} c="yellow.9">
        <IconAlertTriangle size={14} aria-hidden />
        <Text size="xs" fw={600}>
          {CHECK_HINT}
        </Text>
      </Group>
      {children}
    </Box>
  )
}
