import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZBillingStatus, ZCatalogue, ZCheckoutInput, ZCheckoutSession } from '@/contracts/billing.ts'
import type { AppContext } from '@/server/context.ts'
import { requireUser } from '@/server/shared/auth/auth-context.ts'
import { guardRoutes } from '@/server/shared/auth/route-access.ts'
import { listCatalogue } from './catalogue.ts'
import { startCheckout } from './checkout.ts'
import { billingStatus, portalSession } from './status.ts'
import { handleEvent, verifiedEvent } from './webhook.ts'

/** /api/billing: the plans, the account's billing, checkout and the provider's portal. */
export function billingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, { who: 'public' })
    app.get(
      '/plans',
      {
        schema: {
          summary: 'What can be bought: plans (monthly and yearly), one-time services, add-ons',
          response: { 200: ZCatalogue },
        },
      },
      () => listCatalogue(ctx),
    )

    const signedInRoutes: FastifyPluginAsyncZod = async (signedIn) => {
      // Buying is the account holder's, in their own session.
      guardRoutes(signedIn, {
        who: 'user',
        ownSession: {
          methods: 'writes',
          message: 'Only the account holder can buy, signed in to their own account',
        },
      })

      signedIn.get(
        '/subscription',
        {
          schema: {
            summary: 'Your plan, trial, status, add-ons, storage and payments',
            response: { 200: ZBillingStatus },
          },
        },
        (req) => billingStatus(ctx, requireUser(req)),
      )

      signedIn.post(
        '/checkout',
        {
          schema: {
            summary: 'Start a checkout at the payment provider for a plan, service or add-on',
            body: ZCheckoutInput,
            response: { 200: ZCheckoutSession },
          },
        },
        (req) => startCheckout(ctx, requireUser(req), req.body),
      )

      signedIn.post(
        '/portal',
        {
          schema: {
            summary:
              'Open the payment provider’s portal: change or cancel the plan, payment method, invoices',
            response: { 200: z.object({ url: z.string() }) },
          },
        },
        (req) => portalSession(ctx, requireUser(req).id),
      )
    }
    await app.register(signedInRoutes)
  }
}

/** /api/webhooks/stripe: the provider's events, verified on the raw body. */
export function webhookRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, { who: 'public' })
    // The signature covers the exact bytes sent: the body is kept raw here, not parsed.
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    )
    app.post(
      '/stripe',
      {
        schema: {
          summary:
            'The payment provider’s events (Stripe-Signature checked with the webhook secret); each event is applied once',
          response: { 200: z.object({ received: z.literal(true), handled: z.boolean() }) },
        },
      },
      async (req) => {
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.from(JSON.stringify(req.body ?? ''))
        const event = await verifiedEvent(ctx, raw, req.headers['stripe-signature'])
        const result = await handleEvent(ctx, event)
        return { received: true as const, handled: result.handled }
      },
    )
  }
}
