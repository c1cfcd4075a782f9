import { Anchor, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react'
import { Link } from 'react-router'
import type { IftaReturn } from '@/contracts/ifta'
import { checkLink, sortChecks } from '@/web/features/ifta/lib/ifta-labels'

/** What to look at before filing: errors (the return cannot be right) in red, then warnings in orange. */
export function ReturnChecks({ checks, filed }: { checks: IftaReturn['checks']; filed: boolean }) {
  if (checks.length === 0) return null
  const errors = checks.filter((c) => c.severity === 'error').length
  const warnings = checks.length - errors
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Checks">
      <Title order={2} fz="lg" mb={4}>
        Checks
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {[
          errors && `${errors} error${errors === 1 ? '' : 's'}`,
          warnings && `${warnings} warning${warnings === 1 ? '' : 's'}`,
        ]
          .filter(Boolean)
          .join(' and ')}{' '}
        {filed ? 'found when it was filed.' : 'to look at before filing.'}
      </Text>
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {sortChecks(checks).map((check, index) => {
          const error = check.severity === 'error'
          const link = checkLink(check)
          return (
            <Group
              key={`${check.kind}-${index}`}
              component="li"
              gap="sm"
              wrap="nowrap"
              align="flex-start"
              p="xs"
              pl="md"
              // A bar of the severity's colour, on white: the message and its link keep their contrast.
              style={{
                borderRadius: 'var(--mantine-radius-md)',
                border: '1px solid var(--mantine-color-default-border)',
                boxShadow: `inset 4px 0 0 var(--mantine-color-${error ? 'red' : 'orange'}-8)`,
              }}
            >
              <ThemeIcon color={error ? 'red' : 'orange'} variant="transparent" size="sm" mt={2}>
                {error ? (
                  <IconAlertCircle size={18} aria-hidden />
                ) : (
                  <IconAlertTriangle size={18} aria-hidden />
                )}
              </ThemeIcon>
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} c={error ? 'red.9' : 'orange.9'}>
                  {error ? 'Error' : 'Warning'}
                </Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {check.message}
                </Text>
                {link && (
                  <Anchor component={Link} to={link.to} size="sm" fw={600}>
                    {link.label}
                  </Anchor>
                )}
              </div>
            </Group>
          )
        })}
      </Stack>
    </Paper>
  )
}
