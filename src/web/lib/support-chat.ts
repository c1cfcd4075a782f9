/** The window event the support chat widget (customer layout) opens on; `?chat=open` opens it too. */
export const OPEN_CHAT_EVENT = 'rigledger:open-chat'

/** Opens the support chat widget from any screen of the customer area. */
export function openSupportChat(): void {
  window.dispatchEvent(new CustomEvent(OPEN_CHAT_EVENT))
}
