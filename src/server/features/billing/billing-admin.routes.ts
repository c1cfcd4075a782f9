import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
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
import { createProducts, testConnection } from './catalogue.ts'
import { startCheckout } from './checkout.ts'
import { gatewayKeys, gatewayView, saveGateway } from './gateway.ts'
import { listServiceOrders, setServiceOrderStatus } from './service-orders.ts'

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
