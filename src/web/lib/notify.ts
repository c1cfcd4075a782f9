import { notifications } from '@mantine/notifications'

/** Toast durations of spec 8: error and plain 4 s, success 2 s, loading until dismissed. */
export function notifySuccess(message: string): void {
  notifications.show({ message, color: 'green', autoClose: 2000 })
}

export function notifyError(message: string): void {
  notifications.show({ message, color: 'red', autoClose: 4000 })
}

export function notifyInfo(message: string): void {
  notifications.show({ message, autoClose: 4000 })
}

/** Shows a spinner toast and returns its id; pass it to `notifications.hide` when done. */
export function notifyLoading(message: string): string {
  return notifications.show({ message, loading: true, autoClose: false, withCloseButton: false })
}

const NOTICE_KEY = 'rigledger-notice'

/**
 * Opens a page afresh (every cached answer and screen state gone, as when the account behind the
 * session changes) and shows a success notice there.
 */
export function reloadWithNotice(path: string, message: string): void {
  window.sessionStorage.setItem(NOTICE_KEY, message)
  window.location.assign(path)
}

/** Shows the notice a reload left, once. */
export function showNoticeLeftByReload(): void {
  const message = window.sessionStorage.getItem(NOTICE_KEY)
  if (!message) return
  window.sessionStorage.removeItem(NOTICE_KEY)
  notifySuccess(message)
}
