import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { refreshAfterWrite } from './refresh-after-write'

describe('refreshAfterWrite', () => {
  it('asks again a first read that was on its way when the write succeeded', async () => {
    const client = new QueryClient()
    let status = 'active'
    let release: () => void = () => {}
    const answered: string[] = []
    const observer = new QueryObserver(client, {
      queryKey: ['users', 'list', { search: 'morgan' }],
      queryFn: async () => {
        // The read sees the row as it is now, and its answer arrives later.
        const seen = status
        await new Promise<void>((resolve) => {
          release = resolve
        })
        answered.push(seen)
        return seen
      },
    })
    const unsubscribe = observer.subscribe(() => {})
    const stale = release

    status = 'suspended'
    const refreshed = refreshAfterWrite(client, [['users']])
    stale()
    await new Promise((resolve) => setTimeout(resolve, 0))
    release()
    await refreshed
    expect(observer.getCurrentResult().data).toBe('suspended')
    unsubscribe()
    client.clear()
  })
})
