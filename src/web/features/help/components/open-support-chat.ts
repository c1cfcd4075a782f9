/**
 * Opens the support chat widget, which the customer layout mounts for the account holder and which
 * listens for this window event (the address `?chat=open` opens it too).
 */
export function openSupportChat(): void {
  window.dispatchEvent(new CustomEvent('rigledger:open-chat'))
}
