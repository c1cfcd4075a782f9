import Stripe from 'stripe'
import type { z } from 'zod'
import { BILLING_MESSAGES, maskKey, type ZGatewayInput } from '@/contracts/billing.ts'
import type { AppContext } from '@/server/context.ts'
import { AppError } from '@/server/lib/errors.ts'
import { decryptSecret, encryptSecret } from '@/server/lib/secrets.ts'
import { type Actor, recordAudit } from '@/server/shared/audit.ts'
import { readSetting, writeSetting } from '@/server/shared/settings.ts'
import { GATEWAY_SETTINGS_KEY, takesPayments } from './account-billing.ts'

/** The gateway's keys in clear: the environment's, else what an admin saved; null when there are none. */
export interface GatewayKeys {
  publishableKey: string
  secretKey: string
  webhookSecret: string
  environment: 'sandbox' | 'production'
  updatedAt: string | null
}

export async function gatewayKeys(ctx: Pick<AppContext, 'db' | 'config'>): Promise<GatewayKeys | null> {
  const env = ctx.config.stripe
  const stored = await readSetting(ctx.db, GATEWAY_SETTINGS_KEY)
  const open = (field: string) =>
    typeof stored?.[field] === 'string'
      ? (decryptSecret(ctx.config.appSecret, stored[field] as string) ?? '')
      : ''
  const secretKey = env.secretKey ?? open('secretKeySealed')
  if (!secretKey) return null
  return {
    publishableKey:
      env.publishableKey ?? (typeof stored?.publishableKey === 'string' ? stored.publishableKey : ''),
    secretKey,
    webhookSecret: env.webhookSecret ?? open('webhookSecretSealed'),
    environment: stored?.environment === 'production' ? 'production' : 'sandbox',
    updatedAt: typeof stored?.updatedAt === 'string' ? stored.updatedAt : null,
  }
}

/** The provider's SDK for these keys, pointed at STRIPE_API_BASE when it is set (a local fake in tests). */
export function stripeClient(ctx: Pick<AppContext, 'config'>, secretKey: string): Stripe {
  const base = ctx.config.stripe.apiBase ? new URL(ctx.config.stripe.apiBase) : null
  return new Stripe(secretKey, {
    maxNetworkRetries: 1,
    timeout: 10_000,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port),
          protocol: base.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  })
}

/** The SDK with the configured keys, or a 409 saying payments are off. */
export async function requireStripe(ctx: Pick<AppContext, 'db' | 'config'>) {
  const keys = await gatewayKeys(ctx)
  if (!keys) throw new AppError('CONFLICT', BILLING_MESSAGES.paymentsOff)
  return { keys, stripe: stripeClient(ctx, keys.secretKey) }
}

export async function gatewayView(ctx: Pick<AppContext, 'db' | 'config'>) {
  const keys = await gatewayKeys(ctx)
  return {
    configured: keys !== null,
    publishableKey: keys?.publishableKey ?? '',
    secretKey: maskKey(keys?.secretKey ?? ''),
    webhookSecret: maskKey(keys?.webhookSecret ?? ''),
    environment: keys?.environment ?? 'sandbox',
    webhookUrl: `${ctx.config.publicUrl}/api/webhooks/stripe`,
    updatedAt: keys?.updatedAt ?? null,
  }
}

/**
 * Saves the gateway settings (spec 5): both keys required, pk_ and sk_; secrets sealed at rest. A
 * blank webhook secret keeps the saved one, so the masked form can be saved again as it is.
 */
export async function saveGateway(
  ctx: Pick<AppContext, 'db' | 'config' | 'clock'>,
  actor: Actor,
  input: z.output<typeof ZGatewayInput>,
) {
  if (!input.publishableKey || !input.secretKey)
    throw new AppError('BAD_REQUEST', BILLING_MESSAGES.keysRequired)
  if (!input.publishableKey.startsWith('pk_'))
    throw new AppError('BAD_REQUEST', BILLING_MESSAGES.publishableFormat)
  const stored = await readSetting(ctx.db, GATEWAY_SETTINGS_KEY)
  // The masked secret sent back unchanged keeps the saved one.
  const keepSecret = input.secretKey.includes('•') && typeof stored?.secretKeySealed === 'string'
  if (!keepSecret && !input.secretKey.startsWith('sk_'))
    throw new AppError('BAD_REQUEST', BILLING_MESSAGES.secretFormat)
  const keepWebhook =
    (!input.webhookSecret || input.webhookSecret.includes('•')) &&
    typeof stored?.webhookSecretSealed === 'string'
  const now = ctx.clock.now()
  const seal = (plain: string) => encryptSecret(ctx.config.appSecret, plain)
  await ctx.db.transaction(async (tx) => {
    await writeSetting(
      tx,
      GATEWAY_SETTINGS_KEY,
      {
        publishableKey: input.publishableKey,
        secretKeySealed: keepSecret ? stored!.secretKeySealed : seal(input.secretKey),
        webhookSecretSealed: keepWebhook
          ? stored!.webhookSecretSealed
          : input.webhookSecret
            ? seal(input.webhookSecret)
            : null,
        environment: input.environment,
        updatedAt: now.toISOString(),
      },
      now,
    )
    await recordAudit(tx, actor, {
      action: 'admin.payment_gateway',
      details: { environment: input.environment, publishableKey: maskKey(input.publishableKey) },
      at: now,
    })
  })
  return gatewayView(ctx)
}

export { takesPayments as paymentsEnabled }
