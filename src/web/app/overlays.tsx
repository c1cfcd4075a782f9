import { Notifications } from '@mantine/notifications'
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'
import { markModalsReady, modalsAskedFor, onModalsAskedFor } from '@/web/lib/confirm'

/**
 * The confirm dialogs' host is on no first screen, so its code (Mantine's Modal, focus trap, scroll
 * lock, scroll area) is its own chunk, fetched when the first confirm is asked for; that confirm
 * opens once it has arrived (lib/confirm.ts).
 */
const ModalsProvider = lazy(async () => ({ default: (await import('@mantine/modals')).ModalsProvider }))

function ModalsMounted() {
  useEffect(() => markModalsReady(), [])
  return null
}

/** The toasts and the confirm dialogs, beside the routes. */
export function Overlays() {
  const modalsWanted = useSyncExternalStore(onModalsAskedFor, modalsAskedFor, () => false)
  return (
    <>
      <Notifications position="top-right" autoClose={4000} limit={20} />
      {modalsWanted && (
        <Suspense fallback={null}>
          <ModalsProvider>
            <ModalsMounted />
          </ModalsProvider>
        </Suspense>
      )}
    </>
  )
}
