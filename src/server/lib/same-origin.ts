import type { FastifyRequest } from 'fastify'
import { AppError } from './errors.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** GET, HEAD and OPTIONS: requests that change nothing. */
export function isReadMethod(method: string): boolean {
  return SAFE_METHODS.has(method)
}

/**
 * Refuses state-changing requests a browser sends from another site (CSRF). Browsers send Origin
 * on such requests; Sec-Fetch-Site covers older cases. Requests with neither (curl, scripts) carry
 * no ambient cookie risk and pass.
 */
export function sameOriginGuard(publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin
  return async (req: FastifyRequest) => {
    if (isReadMethod(req.method)) return
    const origin = req.headers.origin
    if (origin) {
      const ownOrigin = `${req.protocol}://${req.host}`
      if (origin !== publicOrigin && origin !== ownOrigin) throw crossSite()
      return
    }
    if (req.headers['sec-fetch-site'] === 'cross-site') throw crossSite()
  }
}

function crossSite() {
  return new AppError('FORBIDDEN', 'Requests from other sites are not allowed')
}
