import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

/*
 * Secrets kept in the database (the SMTP password) are encrypted at rest with AES-256-GCM under a
 * key derived from APP_SECRET, so a copy of the database alone does not reveal them.
 */

const keyOf = (appSecret: string) => createHash('sha256').update(`rigledger:settings:${appSecret}`).digest()

export function encryptSecret(appSecret: string, plain: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyOf(appSecret), iv)
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), data.toString('base64')].join(
    ':',
  )
}

/** The plain text, or null when it was sealed under another key or altered. */
export function decryptSecret(appSecret: string, sealed: string): string | null {
  const [version, iv, tag, data] = sealed.split(':')
  if (version !== 'v1' || !iv || !tag || data === undefined) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(appSecret), Buffer.from(iv, 'base64'))
    decipher.setAuthTag(Buffer.from(tag, 'base64'))
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}
