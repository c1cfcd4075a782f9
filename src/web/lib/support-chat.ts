/** The window event the support chat widget (customer layout) opens on; `?chat=open` opens it too. */
export const OPEN_CHAT_EVENT = 'rigledger:open-chat'

/** An open the widget has not acted on yet: its code is fetched after the page, so it may be late. */
let openAsked = false

/** Opens the support chat widget from any screen of the customer area. */
export function openSupportChat(): void {
  openAsked = true
  window.dispatchEvent(new CustomEvent(OPEN_CHAT_EVENT))
}

/** Whether an open was asked for that the widget has not acted on yet (it starts open then). */
export function openRequested(): boolean {
  return openAsked
}

/** The widget has acted on the open asked for. */
export function clearOpenRequest(): void {
  openAsked = false
}
