import { hash, verify } from '@node-rs/argon2'

/** argon2id with the library's defaults (19 MiB, 2 passes), ~15 ms a hash here. */
export function hashPassword(password: string): Promise<string> {
  return hash(password)
}

let dummyHash: Promise<string> | undefined

/**
 * Checks a password against a stored hash. With no hash (unknown e-mail) it still spends the
 * time of one verification, so a wrong e-mail and a wrong password take as long.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash('rigledger-timing-equaliser')
    await verify(await dummyHash, password).catch(() => false)
    return false
  }
  return verify(storedHash, password).catch(() => false)
}
