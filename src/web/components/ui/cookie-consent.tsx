import { Anchor, Button, CloseButton, Group, Paper, Text } from '@mantine/core'
import { useState } from 'react'
import { Link } from 'react-router'

export const COOKIE_CONSENT_KEY = 'rigledger-cookie-consent'

function hasConsent(): boolean {
  try {
    return window.localStorage.getItem(COOKIE_CONSENT_KEY) === 'accepted'
  } catch {
    return false
  }
}

/** Shown until accepted; closing hides it for this page view only. */
export function CookieConsent() {
  const [visible, setVisible] = useState(() => !hasConsent())
  if (!visible) return null

  const accept = () => {
    try {
      window.localStorage.setItem(COOKIE_CONSENT_KEY, 'accepted')
    } catch {
      // Storage blocked: the banner still goes away for this view.
    }
    setVisible(false)
  }

  return (
    <Paper
      role="region"
      aria-label="Cookie consent"
      shadow="lg"
      withBorder
      p="md"
      radius="md"
      pos="fixed"
      bottom={16}
      right={16}
      left={16}
      ml="auto"
      maw={480}
      // Below the app shell (z-index 100), so an open phone menu covers the banner, not the reverse.
      style={{ zIndex: 90 }}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Text size="sm" style={{ flex: 1 }}>
          We use a strictly necessary cookie to keep you signed in and store a few preferences in your
          browser. Read our{' '}
          <Anchor component={Link} to="/cookie-policy" size="sm">
            Cookie Policy
          </Anchor>
          .
        </Text>
        <CloseButton aria-label="Close cookie banner" onClick={() => setVisible(false)} />
      </Group>
      <Group justify="flex-end" mt="sm">
        <Button size="xs" onClick={accept}>
          Accept
        </Button>
      </Group>
    </Paper>
  )
}
