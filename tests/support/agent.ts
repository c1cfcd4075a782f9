import type { FastifyInstance, InjectOptions } from 'fastify'

/** A browser-like client over app.inject(): it keeps the cookies the server sets. */
export function agent(
  app: FastifyInstance,
  defaults: { ip?: string; headers?: Record<string, string> } = {},
) {
  const jar = new Map<string, string>()

  async function request(options: InjectOptions) {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
    const response = await app.inject({
      remoteAddress: defaults.ip,
      ...options,
      headers: { ...defaults.headers, ...(cookie ? { cookie } : {}), ...options.headers },
    })
    for (const c of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now()) || c.value === ''
      if (expired) jar.delete(c.name)
      else jar.set(c.name, c.value)
    }
    return response
  }

  return {
    cookies: jar,
    request,
    get: (url: string, headers?: Record<string, string>) => request({ method: 'GET', url, headers }),
    post: (url: string, payload?: object, headers?: Record<string, string>) =>
      request({ method: 'POST', url, payload, headers }),
  }
}

export type Agent = ReturnType<typeof agent>

export async function registerUser(
  client: Agent,
  overrides: Partial<{
    fullName: string
    email: string
    password: string
    role: string
    timeZone: string
  }> = {},
) {
  const password = overrides.password ?? 'correct-horse-1'
  const body = {
    fullName: 'Test Driver',
    email: `driver.${Math.random().toString(36).slice(2)}@example.com`,
    role: 'company_driver',
    ...overrides,
    password,
    confirmPassword: password,
  }
  const response = await client.post('/api/auth/register', body)
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`)
  return { ...body, user: response.json().user as { id: string; email: string; role: string } }
}
