import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ZBillingStatus,
  ZCatalogue,
  ZCheckoutInput,
  ZCheckoutSession,
  ZConnectionTest,
  ZGatewayInput,
  ZGatewayView,
  ZPaymentList,
  ZPaymentsQuery,
  ZServiceOrderList,
  ZServiceOrderPatch,
} from '@/contracts/billing.ts'
import { ZIdParams, ZMessage } from '@/contracts/common.ts'
import type { AppContext } from '@/server/context.ts'
import { AppError } from '@/server/lib/errors.ts'
import { todayFor } from '@/server/lib/today.ts'
import { actorOf } from '@/server/shared/audit.ts'
import { requireUser } from '@/server/shared/auth/auth-context.ts'
import { guardRoutes } from '@/server/shared/auth/route-access.ts'
import { listPayments, paymentsCsv } from './admin-payments.ts'
import { createProducts, listCatalogue, testConnection } from './catalogue.ts'
import { startCheckout } from './checkout.ts'
import { gatewayKeys, gatewayView, saveGateway } from './gateway.ts'
import { listServiceOrders, setServiceOrderStatus } from './service-orders.ts'
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

/** /api/admin: payments and the payment gateway (administrators). */
export function billingAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, { who: 'admin' })
    const where = (req: Parameters<typeof requireUser>[0]) => {
      const admin = requireUser(req)
      return { today: todayFor(admin, ctx.clock), timeZone: admin.timeZone }
    }

    app.get(
      '/payments',
      {
        schema: {
          summary: 'Payments with the stat cards, filtered by search, status and date range (admin)',
          querystring: ZPaymentsQuery,
          response: { 200: ZPaymentList },
        },
      },
      (req) => {
        const { today, timeZone } = where(req)
        return listPayments(ctx.db, req.query, today, timeZone)
      },
    )

    app.get(
      '/payments/export.csv',
      { schema: { summary: 'The filtered payments as CSV (admin)', querystring: ZPaymentsQuery } },
      async (req, reply) => {
        const { today, timeZone } = where(req)
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="payments-${today}.csv"`)
          .send(await paymentsCsv(ctx.db, req.query, today, timeZone))
      },
    )

    app.get(
      '/service-orders',
      {
        schema: {
          summary: 'Bought one-time services: the admins’ tasks, open first (admin)',
          response: { 200: ZServiceOrderList },
        },
      },
      () => listServiceOrders(ctx.db),
    )

    app.patch(
      '/service-orders/:id',
      {
        schema: {
          summary: 'Mark a bought service done or open again (admin)',
          params: ZIdParams('Service request not found'),
          body: ZServiceOrderPatch,
          response: { 200: ZServiceOrderList },
        },
      },
      (req) =>
        setServiceOrderStatus({
          db: ctx.db,
          clock: ctx.clock,
          actor: actorOf(req),
          id: req.params.id,
          status: req.body.status,
        }),
    )

    app.get(
      '/settings/payment-gateway',
      {
        schema: {
          summary: 'The payment gateway settings, keys masked (admin)',
          response: { 200: ZGatewayView },
        },
      },
      () => gatewayView(ctx),
    )

    app.put(
      '/settings/payment-gateway',
      {
        schema: {
          summary: 'Save the payment gateway settings; secrets are encrypted at rest (admin)',
          body: ZGatewayInput,
          response: { 200: ZGatewayView },
        },
      },
      (req) => saveGateway(ctx, actorOf(req), req.body),
    )

    app.post(
      '/settings/payment-gateway/test',
      {
        schema: {
          summary: 'Test Connection: the account, the products and the webhook at the provider (admin)',
          response: { 200: ZConnectionTest },
        },
      },
      () => testConnection(ctx),
    )

    app.post(
      '/settings/payment-gateway/products',
      {
        schema: {
          summary: 'Create Products: push the catalogue to the provider (admin)',
          response: { 200: ZMessage.extend({ created: z.number().int() }) },
        },
      },
      (req) => createProducts(ctx, actorOf(req)),
    )

    app.post(
      '/billing/test-checkout',
      {
        schema: {
          summary: 'A real test checkout session for an item, in sandbox only (admin, /test/stripe)',
          body: ZCheckoutInput,
          response: { 200: ZCheckoutSession },
        },
      },
      async (req) => {
        const keys = await gatewayKeys(ctx)
        if (keys?.environment === 'production') {
          throw new AppError('CONFLICT', 'Test checkouts run in the sandbox only')
        }
        const back = `${ctx.config.publicUrl}/test/stripe`
        return startCheckout(ctx, requireUser(req), req.body, {
          success: `${back}?result=success`,
          cancel: `${back}?result=canceled`,
        })
      },
    )
  }
}
