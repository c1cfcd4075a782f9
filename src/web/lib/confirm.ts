import { createElement, type ReactNode } from 'react'

let modalsMounted: () => void = () => {}
/** Resolves once the dialogs' host (app/overlays.tsx) is mounted. */
const modalsReady = new Promise<void>((resolve) => {
  modalsMounted = resolve
})

/** Called by the dialogs' host when it has mounted: confirms asked for before then open now. */
export function markModalsReady(): void {
  modalsMounted()
}

// The dialogs' host (Mantine's Modal, focus trap, scroll lock, scroll area) is loaded when the first
// confirm is asked for, not with every screen: a phone spends its first seconds drawing the page.
let modalsWanted = false
const modalsListeners = new Set<() => void>()

/** For the dialogs' host: whether a confirm has been asked for yet. */
export function modalsAskedFor(): boolean {
  return modalsWanted
}

/** For the dialogs' host: calls back when the first confirm is asked for. */
export function onModalsAskedFor(listener: () => void): () => void {
  modalsListeners.add(listener)
  return () => modalsListeners.delete(listener)
}

function askForModals() {
  if (modalsWanted) return
  modalsWanted = true
  for (const listener of modalsListeners) listener()
}

/**
 * Asks before something destructive, with the spec's wording (e.g. 'Are you sure you want to
 * delete this expense?'). Resolves true when confirmed.
 */
export function confirmAction(options: {
  title?: string
  message: string
  confirmLabel?: string
  /** Shown under the message (e.g. an offer to export an account's data before deleting it). */
  extra?: ReactNode
}): Promise<boolean> {
  return new Promise((resolve) => {
    askForModals()
    void Promise.all([modalsReady, import('@mantine/modals')]).then(([, { modals }]) =>
      modals.openConfirmModal({
        title: options.title ?? 'Please confirm',
        children: options.extra
          ? createElement(
              'div',
              null,
              createElement('p', { style: { marginTop: 0 } }, options.message),
              options.extra,
            )
          : options.message,
        labels: { confirm: options.confirmLabel ?? 'Delete', cancel: 'Cancel' },
        confirmProps: { color: 'red' },
        onConfirm: () => resolve(true),
        onCancel: () => resolve(false),
        onClose: () => resolve(false),
      }),
    )
  })
}
