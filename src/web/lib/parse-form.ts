import type { z } from 'zod'

export type ParseResult<T> = { ok: true; data: T } | { ok: false; error: string }

/**
 * Validates form values with a shared contract schema and keeps only the first message,
 * which is how the screens report errors (one red banner, checked in the schema's order).
 */
export function parseForm<S extends z.ZodType>(schema: S, values: unknown): ParseResult<z.output<S>> {
  const result = schema.safeParse(values)
  if (result.success) return { ok: true, data: result.data }
  return { ok: false, error: result.error.issues[0]?.message ?? 'Please check the form' }
}
