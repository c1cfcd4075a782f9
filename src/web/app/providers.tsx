import { MantineProvider } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useState } from 'react'
import { ApiError } from '@/web/lib/api'
import { keys } from '@/web/lib/query-keys'
import { refreshAfterWrite } from '@/web/lib/refresh-after-write'
import { setSessionUser } from '@/web/lib/session'
import { Overlays } from './overlays'
import { cssVariablesResolver, theme } from './theme'

function createQueryClient(): QueryClient {
  // A 401 from any call means the session ended (expired, signed out elsewhere): forget the user so
  // the guards send the visitor to sign in, instead of every screen showing its own error.
  const onError = (error: unknown, key?: readonly unknown[]) => {
    if (error instanceof ApiError && error.status === 401 && key?.[0] !== keys.session.all[0]) {
      setSessionUser(client, null)
    }
    // A plan that does not include this (or has lapsed): say so once, with the way to Billing.
    if (error instanceof ApiError && error.status === 402) {
      notifications.show({
        id: `plan:${error.message}`,
        message: error.message,
        color: 'orange',
        autoClose: 8000,
      })
    }
  }
  const client: QueryClient = new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.queryKey) }),
    mutationCache: new MutationCache({
      onError: (error) => onError(error),
      // Each write names what it changes (`meta.invalidates`), so no screen has to remember to
      // refresh; returned, so the write's promise settles once those queries are fresh again.
      onSuccess: (_data, _variables, _context, mutation) =>
        refreshAfterWrite(client, mutation.meta?.invalidates ?? []),
    }),
  })
  return client
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        {children}
        <Overlays />
      </MantineProvider>
    </QueryClientProvider>
  )
}
