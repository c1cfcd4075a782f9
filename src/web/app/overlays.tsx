import { Notifications } from '@mantine/notifications'
import { lazy, Suspense, useEffect } from 'react'
import { markModalsReady } from '@/web/lib/confirm'

/**
 * The confirm dialogs' host is on no first screen, so its code (Mantine's Modal, focus trap, scroll
 * lock, scroll area) is its own chunk, fetched after the first paint instead of travelling with the
 * first script; a confirm asked for before it arrives opens once it has (lib/confirm.ts).
 */
const ModalsProvider = lazy(async () => ({ default: (await import('@mantine/modals')).ModalsProvider }))

function ModalsMounted() {
  useEffect(() => markModalsReady(), [])
  return null
}

/** The toasts and the confirm dialogs, beside the routes. */
export function Overlays() {
  return (
    <>
      <Notifications position="top-right" autoClose={4000} limit={20} />
      <Suspense fallback={null}>
        <ModalsProvider>
          <ModalsMounted />
        </ModalsProvider>
      </Suspense>
    </>
  )
}
