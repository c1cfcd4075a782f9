import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core'
import { IconShieldLock } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { PageLoader } from '@/web/components/ui/page-loader'
import { PageTitle } from '@/web/components/ui/page-title'
import { TWO_FACTOR_PROMPT_DISMISSED_KEY } from '@/web/lib/session'
import { useTwoFactorStatus } from './two-factor-api'
import { TwoFactorPanel } from './two-factor-panel'

/** Where an admin turns two-factor sign-in on. */
export const ADMIN_TWO_FACTOR_PATH = '/admin/settings?tab=security'

/**
 * What the admin layout shows an admin without two-factor sign-in: `banner`, a prompt at each
 * sign-in that never blocks (dismissed until the next sign-in); `instead`, while "Require two-factor
 * for admins" is on, the set-up itself in place of the back office (the server refuses its routes
 * meanwhile), kept until they continue, so the recovery codes stay in view.
 */
export function useAdminTwoFactorPrompt() {
  const query = useTwoFactorStatus()
  const status = query.data
  const [dismissed, setDismissed] = useState(
    () => window.sessionStorage.getItem(TWO_FACTOR_PROMPT_DISMISSED_KEY) === '1',
  )
  const mustSetUp = Boolean(status?.admin?.required && !status.enabled)
  const [settingUp, setSettingUp] = useState(false)
  useEffect(() => {
    if (mustSetUp) setSettingUp(true)
  }, [mustSetUp])

  if (settingUp) {
    return {
      banner: null,
      instead: (
        <RequiredSetUp canContinue={Boolean(status?.enabled)} onContinue={() => setSettingUp(false)} />
      ),
    }
  }
  // The back office waits for the answer (a page would only be refused meanwhile), unless it fails.
  if (query.isPending) return { banner: null, instead: <PageLoader /> }
  if (!status?.admin || status.enabled || dismissed) return { banner: null, instead: null }
  return {
    banner: (
      <Alert
        color="orange"
        variant="light"
        mb="md"
        icon={<IconShieldLock size={20} aria-hidden />}
        title="Turn on two-factor sign-in"
        withCloseButton
        closeButtonLabel="Not now"
        onClose={() => {
          window.sessionStorage.setItem(TWO_FACTOR_PROMPT_DISMISSED_KEY, '1')
          setDismissed(true)
        }}
      >
        Your administrator account signs in with a password alone. A code from an authenticator app keeps the
        back office safe even if the password leaks.{' '}
        <Anchor component={Link} to={ADMIN_TWO_FACTOR_PATH} fw={600} c="dark.8" underline="always">
          Turn it on in Settings › Security
        </Anchor>
      </Alert>
    ),
    instead: null,
  }
}

function RequiredSetUp({ canContinue, onContinue }: { canContinue: boolean; onContinue: () => void }) {
  return (
    <Stack gap="md" maw={720}>
      <PageTitle title="Set Up Two-Factor Sign-In" />
      <Text>
        Two-factor sign-in is required for administrators on this server. Set it up with an authenticator app
        to use the back office; until then only this page and signing out are open to you.
      </Text>
      <TwoFactorPanel />
      {canContinue && (
        <Group>
          <Button onClick={onContinue}>Continue to the Back Office</Button>
        </Group>
      )}
    </Stack>
  )
}
