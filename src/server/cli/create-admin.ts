import { parseArgs } from 'node:util'
import { z } from 'zod'
import { ZRegister } from '@/contracts/auth.ts'
import { openDatabase } from '@/server/db/client.ts'
import { loadConfig } from '@/server/env.ts'
import { createAccount } from '@/server/features/auth/auth.public.ts'
import { DataDirLockedError, lockDataDir } from '@/server/lib/data-lock.ts'
import { AppError } from '@/server/lib/errors.ts'
import { assertPasswordAllowed } from '@/server/shared/auth/password-policy.ts'

/** npm run admin:create -- --email a@b.com --password secret123 [--name "Full Name"] */
async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  })
  const parsed = ZRegister.safeParse({
    fullName: values.name ?? 'Administrator',
    email: values.email ?? '',
    password: values.password ?? '',
    confirmPassword: values.password ?? '',
  })
  if (!parsed.success) {
    console.error(parsed.error.issues[0]?.message ?? z.prettifyError(parsed.error))
    process.exit(1)
  }
  await assertPasswordAllowed(parsed.data.password, parsed.data)
  const config = loadConfig()
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir)
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  try {
    const user = await createAccount({ db: database.db, input: { ...parsed.data, role: 'admin' } })
    console.log(`Administrator ${user.email} created. Sign in at ${config.publicUrl}/admin`)
  } finally {
    await database.close()
    release()
  }
}

main().catch((error) => {
  if (error instanceof AppError || error instanceof DataDirLockedError) {
    console.error(error.message)
    process.exit(1)
  }
  console.error(error)
  process.exit(1)
})
