import { Stack, Text } from '@mantine/core'
import { lazy, Suspense, useRef, useState } from 'react'
import { ApiError } from '@/web/lib/api'
import type { AltchaCaptchaHandle } from './altcha-captcha'

// Most sign-ins never see the captcha: its widget (a web component and its stylesheet) is fetched
// only once the server asks for one, not with the sign-in page.
const AltchaCaptcha = lazy(async () => ({ default: (await import('./altcha-captcha')).AltchaCaptcha }))

/**
 * The captcha a sign-in form shows once the server asks for one (after repeated failures): `check`
 * reads a refused sign-in, `captcha` goes with the next try, `field` is the widget or nothing.
 */
export function useSignInCaptcha() {
  const [required, setRequired] = useState(false)
  const [captcha, setCaptcha] = useState<string | null>(null)
  const widget = useRef<AltchaCaptchaHandle>(null)
  return {
    /** The solved captcha to send, if any. */
    captcha: captcha ?? undefined,
    /** Whether the form may be sent: no captcha asked for, or one solved. */
    ready: !required || captcha !== null,
    /** After a refused try: ask for a captcha when the server did, and a fresh one each time. */
    check(caught: unknown) {
      if (caught instanceof ApiError && caught.details.captchaRequired === true) setRequired(true)
      widget.current?.reset()
    },
    field: required ? (
      <Stack gap={4}>
        <Text size="sm">After several failed tries we need to know you are not a robot.</Text>
        <Suspense fallback={null}>
          <AltchaCaptcha ref={widget} onChange={setCaptcha} />
        </Suspense>
      </Stack>
    ) : null,
  }
}
