import { useQuery } from '@tanstack/react-query'
import type { FleetInvitePreview } from '@/contracts/fleet'
import { api } from '@/web/lib/api'
import { keys } from '@/web/lib/query-keys'

/*
 * A fleet invitation link, /fleet/join/<token>, is followed by someone who may be signed out or have
 * no account yet: the join page, sign-in and sign-up all read the invitation through these.
 */

const JOIN_PATH = /^\/fleet\/join\/([A-Za-z0-9_-]{10,100})$/

export const joinFleetPath = (token: string) => `/fleet/join/${token}`

/** The invitation's token when `path` is a join link, else null. */
export function fleetInviteTokenOf(path: string | null | undefined): string | null {
  return JOIN_PATH.exec(path ?? '')?.[1] ?? null
}

/** The fleet an invitation is for and the address it went to (anyone with the link may read it). */
export function useFleetInvitePreview(token: string | null) {
  return useQuery({
    queryKey: keys.fleet.detail(`invite-${token}`),
    queryFn: ({ signal }) =>
      api<FleetInvitePreview>(`/api/fleet/invites/${encodeURIComponent(token ?? '')}`, { signal }),
    enabled: token !== null,
    retry: false,
  })
}
