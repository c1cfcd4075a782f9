import { type ComponentType, isValidElement, lazy, type ReactNode } from 'react'

type LazyPage = ReturnType<typeof lazy<ComponentType>> & { preload: () => void }

/** `React.lazy` for a named export, so each page is its own chunk; `preload` starts its download. */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M): LazyPage {
  const page = lazy(async () => ({ default: (await load())[name] as ComponentType }))
  return Object.assign(page, { preload: () => void load().catch(() => {}) })
}

/** Starts downloading a lazy page element's code, if it is one. */
export function preloadElement(element: ReactNode) {
  if (
    isValidElement(element) &&
    typeof element.type === 'object' &&
    element.type &&
    'preload' in element.type
  ) {
    ;(element.type as LazyPage).preload()
  }
}
