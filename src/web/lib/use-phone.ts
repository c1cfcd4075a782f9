import { useMediaQuery } from '@mantine/hooks'

/** Below the sm breakpoint (48em): a phone, where lists show as cards instead of wide tables. */
export const PHONE_QUERY = '(max-width: 47.99em)'

/** Whether the screen is a phone's (known on the first render, so nothing flashes). */
export function usePhone(): boolean {
  return useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false })
}
