// `altcha/external` is the build without inlined workers or injected <style>: the default `altcha`
// entry starts its workers from blob: URLs and adds a <style> element, both blocked by a strict CSP.
// Here the stylesheet is bundled by Vite and the PBKDF2 worker is emitted as its own same-origin file.
import 'altcha/external'
import 'altcha/altcha.css'
import { useMounted } from '@mantine/hooks'
import type { AltchaWidgetElement } from 'altcha/types/generic'
import type {} from 'altcha/types/react'
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker'
import { type Ref, useEffect, useImperativeHandle, useRef } from 'react'

export const CAPTCHA_CHALLENGE_URL = '/api/auth/captcha'
// Human-interaction signals only feed ALTCHA's hosted Sentinel service, which we don't use.
const WIDGET_CONFIGURATION = JSON.stringify({ humanInteractionSignature: false })
/** The widget's height as drawn (altcha.css), kept free until it is added. */
const WIDGET_HEIGHT_PX = 73

// The server issues PBKDF2/SHA-256; the other two are registered so a cost/algorithm change on the
// server does not break the widget.
for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
  globalThis.$altcha.algorithms.set(algorithm, () => new Pbkdf2Worker())
}

export interface AltchaCaptchaHandle {
  /** Clears the solution (e.g. after a failed submit): the user has to verify again. */
  reset(): void
}

export interface AltchaCaptchaProps {
  /** The payload to send as `captcha` once verified; null when unverified, expired, failed or reset. */
  onChange: (payload: string | null) => void
  /** React 19 ref prop: `const captcha = useRef<AltchaCaptchaHandle>(null)` then `captcha.current?.reset()`. */
  ref?: Ref<AltchaCaptchaHandle>
}

/**
 * The ALTCHA proof-of-work checkbox ("I'm not a robot"), self-hosted: no third-party script or request.
 * Reset it through the ref: `<AltchaCaptcha ref={captcha} onChange={setToken} />`, then
 * `captcha.current?.reset()` (e.g. after a failed submit); onChange(null) follows.
 * CSP it needs (checked in Chromium, no violations): script-src 'self' (the worker is a same-origin
 * /assets/pbkdf2-*.js; if worker-src is set it must allow 'self'), connect-src 'self' (GET of the
 * challenge), style-src 'self' (bundled CSS; the widget only styles through CSSOM). No 'unsafe-inline',
 * 'unsafe-eval', blob: or data:. Needs a secure context (https or localhost) for crypto.subtle.
 * E2E: click the label text "I'm not a robot" (an SVG tick overlays the checkbox, so Playwright's
 * click on the input fails its actionability check).
 */
export function AltchaCaptcha({ onChange, ref }: AltchaCaptchaProps) {
  const widgetRef = useRef<AltchaWidgetElement>(null)
  // The widget draws its own elements as soon as its script runs: it is added once the app has
  // taken over a page rendered at build time, in a box of its height so nothing moves.
  const mounted = useMounted()
  const onChangeRef = useRef(onChange)
  useEffect(() => {
    onChangeRef.current = onChange
  })

  useImperativeHandle(
    ref,
    () => ({
      reset() {
        widgetRef.current?.reset?.()
        onChangeRef.current(null)
      },
    }),
    [],
  )

  useEffect(() => {
    const widget = widgetRef.current
    if (!widget) return
    const onVerified = (event: Event) => {
      const payload = (event as CustomEvent<{ payload?: string }>).detail?.payload
      onChangeRef.current(payload || null)
    }
    const onStateChange = (event: Event) => {
      if ((event as CustomEvent<{ state?: string }>).detail?.state !== 'verified') onChangeRef.current(null)
    }
    const onExpired = () => onChangeRef.current(null)
    widget.addEventListener('verified', onVerified)
    widget.addEventListener('statechange', onStateChange)
    widget.addEventListener('expired', onExpired)
    return () => {
      widget.removeEventListener('verified', onVerified)
      widget.removeEventListener('statechange', onStateChange)
      widget.removeEventListener('expired', onExpired)
    }
  }, [mounted])

  return (
    <div style={{ minHeight: WIDGET_HEIGHT_PX }}>
      {mounted && (
        <altcha-widget
          ref={widgetRef}
          challenge={CAPTCHA_CHALLENGE_URL}
          configuration={WIDGET_CONFIGURATION}
          name="captcha"
        />
      )}
    </div>
  )
}
