/** An answer from our API that was not a success: status plus the server's `{ error }` message. */
export class ApiError extends Error {
  readonly status: number
  /** What the answer said beside `error` (e.g. `captchaRequired`). */
  readonly details: Readonly<Record<string, unknown>>

  constructor(status: number, message: string, details: Record<string, unknown> = {}) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.details = details
  }
}

type QueryValue = string | number | boolean | null | undefined

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  query?: Record<string, QueryValue>
  signal?: AbortSignal
}

function withQuery(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue
    params.set(key, String(value))
  }
  const text = params.toString()
  return text ? `${path}?${text}` : path
}

async function apiError(response: Response): Promise<ApiError> {
  try {
    const data: unknown = await response.json()
    if (data && typeof data === 'object' && 'error' in data && typeof data.error === 'string') {
      const { error, ...details } = data as Record<string, unknown> & { error: string }
      return new ApiError(response.status, error, details)
    }
  } catch {
    // Not JSON (a proxy error page, an empty body): fall through to a generic message.
  }
  return new ApiError(response.status, `Request failed (${response.status})`)
}

async function send(path: string, options: ApiOptions): Promise<Response> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, query, signal } = options
  const response = await fetch(withQuery(path, query), {
    method,
    credentials: 'same-origin',
    headers:
      body === undefined
        ? { Accept: 'application/json' }
        : { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  })
  return checked(response)
}

async function checked(response: Response): Promise<Response> {
  if (!response.ok) throw await apiError(response)
  return response
}

async function json<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T
  const text = await response.text()
  return (text ? JSON.parse(text) : undefined) as T
}

/** The one HTTP client of the web app: JSON in, JSON out, same-origin cookies. */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  return json<T>(await send(path, options))
}

/** An answer fetched elsewhere (the page's early session check), read as `api` reads its own. */
export async function apiAnswer<T>(response: Response): Promise<T> {
  return json<T>(await checked(response))
}

/** A delete: its answer and the id that undoes it (the server's `Undo-Id` header). */
export async function apiDelete<T = void>(
  path: string,
  options: ApiOptions = {},
): Promise<{ data: T; undoId: string | null }> {
  const response = await send(path, { method: 'DELETE', ...options })
  return { data: await json<T>(response), undoId: response.headers.get('undo-id') }
}

/** The row asked for does not exist, or is not the caller's (the API says 404 for both). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404
}

/** The message to show for a failed call: the server's words for a client error, else the fallback. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status < 500) return error.message
  return fallback
}

/**
 * The form field a refusal is about (the server's `field`, e.g. a new password the policy refuses),
 * shown as that field's error rather than above the form; null for the rest.
 */
export function errorField(error: unknown): string | null {
  return error instanceof ApiError && error.status < 500 && typeof error.details.field === 'string'
    ? error.details.field
    : null
}
