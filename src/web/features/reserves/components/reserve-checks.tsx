import { Alert, Button, Stack, Text } from '@mantine/core'
import { IconAlertTriangle, IconPrinter } from '@tabler/icons-react'
import { Link } from 'react-router'
import type { ReserveCheckView } from '@/contracts/reserves'
import { asksForReturn, checkText } from './reserve-labels'

/** The leasing rules' checks of an account, each with what to do; the return ones offer the letter. */
export function ReserveChecks({ accountId, checks }: { accountId: string; checks: ReserveCheckView[] }) {
  if (checks.length === 0) return null
  return (
    <Stack gap="sm" component="section" aria-label="Checks">
      {checks.map((check, index) => {
        const { title, body, color } = checkText(check)
        return (
          <Alert
            key={index}
            color={color}
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title={title}
          >
            <Text size="sm">{body}</Text>
            {asksForReturn(check) && (
              <Button
                component={Link}
                to={`/reserves/${accountId}/letter`}
                size="xs"
                mt="sm"
                variant="white"
                leftSection={<IconPrinter size={14} />}
              >
                Request letter
              </Button>
            )}
          </Alert>
        )
      })}
    </Stack>
  )
}
