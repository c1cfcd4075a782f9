import { type ComponentType, lazy } from 'react'

/** `React.lazy` for a named export, so each page is its own chunk. */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }))
}
