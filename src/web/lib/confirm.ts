import { modals } from '@mantine/modals'

/**
 * Asks before something destructive, with the spec's wording (e.g. 'Are you sure you want to
 * delete this expense?'). Resolves true when confirmed.
 */
export function confirmAction(options: {
  title?: string
  message: string
  confirmLabel?: string
}): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: options.title ?? 'Please confirm',
      children: options.message,
      labels: { confirm: options.confirmLabel ?? 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    })
  })
}
