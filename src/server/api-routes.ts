import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from './context.ts'
import { accessRoutes } from './features/access/access.routes.ts'
import { accountRoutes, confirmEmailRoute } from './features/account/account.routes.ts'
import { dataRightsAdminRoutes, dataRightsRoutes } from './features/account/data-export.routes.ts'
import { accountantRoutes } from './features/accountant/accountant.routes.ts'
import { adminRoutes } from './features/admin/admin.routes.ts'
import { advancesRoutes } from './features/advances/advances.routes.ts'
import { assetsRoutes } from './features/assets/assets.routes.ts'
import { authRoutes } from './features/auth/auth.routes.ts'
import { authAdminRoutes } from './features/auth/auth-admin.routes.ts'
import { balanceSheetRoutes } from './features/balance-sheet/balance-sheet.routes.ts'
import { billingRoutes, webhookRoutes } from './features/billing/billing.routes.ts'
import { billingAdminRoutes } from './features/billing/billing-admin.routes.ts'
import { calculatorsRoutes } from './features/calculators/calculators.routes.ts'
import { categoriesRoutes } from './features/categories/categories.routes.ts'
import { categoriesAdminRoutes } from './features/categories/categories-admin.routes.ts'
import { commentsRoutes } from './features/comments/comments.routes.ts'
import { dashboardRoutes } from './features/dashboard/dashboard.routes.ts'
import { documentsRoutes } from './features/documents/documents.routes.ts'
import { expensesRoutes } from './features/expenses/expenses.routes.ts'
import { fleetRoutes, myFleetRoutes } from './features/fleet/fleet.routes.ts'
import { iftaRoutes } from './features/ifta/ifta.routes.ts'
import { iftaAdminRoutes } from './features/ifta/ifta-admin.routes.ts'
import { iftaImportRoutes } from './features/ifta/ifta-imports.routes.ts'
import { loadsRoutes } from './features/loads/loads.routes.ts'
import { mileageRoutes } from './features/mileage/mileage.routes.ts'
import { notificationsRoutes } from './features/notifications/notifications.routes.ts'
import { notificationsAdminRoutes } from './features/notifications/notifications-admin.routes.ts'
import { perDiemRoutes } from './features/per-diem/per-diem.routes.ts'
import { reportTemplatesRoutes } from './features/reports/report-templates.routes.ts'
import { reportsRoutes } from './features/reports/reports.routes.ts'
import {
  entityProfitLossRoutes,
  reportsAdminRoutes,
  yearEndAdminRoutes,
} from './features/reports/reports-admin.routes.ts'
import { reservesRoutes } from './features/reserves/reserves.routes.ts'
import { tbillYieldsAdminRoutes } from './features/reserves/tbill-yields-admin.routes.ts'
import { settlementsRoutes } from './features/settlements/settlements.routes.ts'
import { setupRoutes } from './features/setup/setup.routes.ts'
import { helpRoutes, supportRoutes } from './features/support/support.routes.ts'
import { knowledgeBaseRoutes, supportAdminRoutes } from './features/support/support-admin.routes.ts'
import { metricsRoutes } from './features/system/metrics.routes.ts'
import { systemRoutes } from './features/system/system.routes.ts'
import { systemAdminRoutes } from './features/system/system-admin.routes.ts'
import { testClientsAdminRoutes } from './features/test-clients/test-clients-admin.routes.ts'
import { trucksRoutes } from './features/trucks/trucks.routes.ts'
import { undoRoutes } from './features/undo/undo.routes.ts'
import { usersAdminRoutes } from './features/users/users-admin.routes.ts'

/**
 * Every subject's routes under /api and the prefix each answers at, the customer's side and the
 * back office's side (<subject>-admin.routes.ts) of each subject together. Who may call each route
 * is declared in its plugin (shared/auth/route-access.ts).
 */
export async function registerApiRoutes(api: FastifyInstance, ctx: AppContext) {
  const routes: [FastifyPluginAsyncZod, string][] = [
    [systemRoutes(ctx), ''],
    [systemAdminRoutes(ctx), '/admin'],
    [metricsRoutes(ctx), ''],
    [authRoutes(ctx), '/auth'],
    [confirmEmailRoute(ctx), '/auth'],
    [authAdminRoutes(ctx), '/admin'],
    [setupRoutes(ctx), '/setup'],
    [accountRoutes(ctx), '/settings'],
    [dataRightsRoutes(ctx), '/account'],
    [usersAdminRoutes(ctx), '/admin'],
    [dataRightsAdminRoutes(ctx), '/admin'],
    [testClientsAdminRoutes(ctx), '/admin'],
    [billingRoutes(ctx), '/billing'],
    [billingAdminRoutes(ctx), '/admin'],
    [webhookRoutes(ctx), '/webhooks'],
    [notificationsRoutes(ctx), '/notifications'],
    [notificationsAdminRoutes(ctx), '/admin'],
    [adminRoutes(ctx), '/admin'],
    [expensesRoutes(ctx), '/expenses'],
    [settlementsRoutes(ctx), '/settlements'],
    [mileageRoutes(ctx), '/mileage'],
    [perDiemRoutes(ctx), '/per-diem'],
    [dashboardRoutes(ctx), '/dashboard'],
    [documentsRoutes(ctx), ''],
    [undoRoutes(ctx), '/undo'],
    [calculatorsRoutes(ctx), '/calculators'],
    [reportsRoutes(ctx), '/reports'],
    [reportTemplatesRoutes(ctx), '/report-templates'],
    [reportsAdminRoutes(ctx), '/admin'],
    [yearEndAdminRoutes(ctx), '/admin'],
    [entityProfitLossRoutes(ctx), ''],
    [trucksRoutes(ctx), '/trucks'],
    [loadsRoutes(ctx), ''],
    [assetsRoutes(ctx), ''],
    [iftaRoutes(ctx), ''],
    [reservesRoutes(ctx), ''],
    [balanceSheetRoutes(ctx), ''],
    [advancesRoutes(ctx), ''],
    [iftaImportRoutes(ctx), ''],
    [iftaAdminRoutes(ctx), '/admin'],
    [tbillYieldsAdminRoutes(ctx), '/admin'],
    [fleetRoutes(ctx), '/fleet'],
    [myFleetRoutes(ctx), '/settings/fleet'],
    [commentsRoutes(ctx), '/comments'],
    [accessRoutes(ctx), '/settings/access'],
    [accountantRoutes(ctx), '/accountant'],
    [categoriesRoutes(ctx), '/categories'],
    [categoriesAdminRoutes(ctx), '/admin'],
    [supportRoutes(ctx), '/support'],
    [helpRoutes(ctx), '/help'],
    [supportAdminRoutes(ctx), '/admin/support'],
    [knowledgeBaseRoutes(ctx), '/admin/kb'],
  ]
  for (const [plugin, prefix] of routes) await api.register(plugin, { prefix })
}
