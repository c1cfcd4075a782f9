import { Anchor, Box, Button, CloseButton, Group, Text } from '@mantine/core'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { Link } from 'react-router'

export const COOKIE_CONSENT_KEY = 'rigledger-cookie-consent'

/** Set on <html> while the banner shows: the page keeps that much room free at its bottom. */
export const COOKIE_BANNER_HEIGHT_VAR = '--cookie-banner-height'

function hasConsent(): boolean {
  try {
    return window.localStorage.getItem(COOKIE_CONSENT_KEY) === 'accepted'
  } catch {
    return false
  }
}

/**
 * Shown until accepted; closing hides it for this page view only. A slim bar along the bottom whose
 * height the page reserves (global.css, the sidebar), so it never hides the end of a page.
 */
export function CookieConsent() {
  // Drawn at first, as in a page rendered at build time (which cannot know the visitor), so the app
  // takes over the same elements; a visitor who accepted has it gone before the app's first paint.
  const [visible, setVisible] = useState(true)
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    if (hasConsent()) setVisible(false)
  }, [])

  useEffect(() => {
    const banner = ref.current
    if (!visible || !banner) return
    const root = document.documentElement.style
    // Its height changes with the width (the text wraps on a phone).
    const observer = new ResizeObserver(() => {
      root.setProperty(COOKIE_BANNER_HEIGHT_VAR, `${Math.ceil(banner.getBoundingClientRect().height)}px`)
    })
    observer.observe(banner)
    return () => {
      observer.disconnect()
      root.removeProperty(COOKIE_BANNER_HEIGHT_VAR)
    }
  }, [visible])

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
    <Box
      ref={ref}
      role="region"
      aria-label="Cookie consent"
      pos="fixed"
      bottom={0}
      left={0}
      right={0}
      bg="white"
      px="md"
      py={8}
      // Below the app shell (z-index 100), so an open phone menu covers the banner, not the reverse.
      style={{
        zIndex: 90,
        borderTop: '1px solid var(--mantine-color-gray-3)',
        boxShadow: 'var(--mantine-shadow-md)',
      }}
    >
      <Group wrap="nowrap" gap="sm" maw={1200} mx="auto" justify="space-between">
        <Text size="sm" style={{ flex: 1 }}>
          We use a strictly necessary cookie to keep you signed in and store a few preferences in your
          browser. Read our{' '}
          <Anchor component={Link} to="/cookie-policy" size="sm">
            Cookie Policy
          </Anchor>
          .
        </Text>
        <Button size="xs" onClick={accept}>
          Accept
        </Button>
        <CloseButton aria-label="Close cookie banner" onClick={() => setVisible(false)} />
      </Group>
    </Box>
  )
}
