import type { ReactNode } from 'react'
import type { RouteObject } from 'react-router'
import type { Feature } from '@/domain/billing/entitlements'
import { lazyPage } from './lazy-page'
import { PlanGate } from './plan-gate'

/** A screen of a plan feature: without the plan, an upgrade panel instead (PlanGate). */
function planRoute(feature: Feature, screen: string, path: string, element: ReactNode): RouteObject {
  return { element: <PlanGate feature={feature} screen={screen} />, children: [{ path, element }] }
}

const DashboardPage = lazyPage(
  () => import('@/web/features/dashboard/routes/dashboard-page'),
  'DashboardPage',
)
const SettlementsPage = lazyPage(
  () => import('@/web/features/settlements/routes/settlements-page'),
  'SettlementsPage',
)
const SettlementNewPage = lazyPage(
  () => import('@/web/features/settlements/routes/settlement-new-page'),
  'SettlementNewPage',
)
const SettlementDetailPage = lazyPage(
  () => import('@/web/features/settlements/routes/settlement-detail-page'),
  'SettlementDetailPage',
)
const SettlementEditPage = lazyPage(
  () => import('@/web/features/settlements/routes/settlement-edit-page'),
  'SettlementEditPage',
)
const LoadsPage = lazyPage(() => import('@/web/features/loads/routes/loads-page'), 'LoadsPage')
const PayersPage = lazyPage(() => import('@/web/features/loads/routes/payers-page'), 'PayersPage')
const LoadNewPage = lazyPage(() => import('@/web/features/loads/routes/load-new-page'), 'LoadNewPage')
const LoadDetailPage = lazyPage(
  () => import('@/web/features/loads/routes/load-detail-page'),
  'LoadDetailPage',
)
const LoadEditPage = lazyPage(() => import('@/web/features/loads/routes/load-edit-page'), 'LoadEditPage')
const AdvancesPage = lazyPage(() => import('@/web/features/advances/routes/advances-page'), 'AdvancesPage')
const ReservesPage = lazyPage(() => import('@/web/features/reserves/routes/reserves-page'), 'ReservesPage')
const ReserveAccountPage = lazyPage(
  () => import('@/web/features/reserves/routes/reserve-account-page'),
  'ReserveAccountPage',
)
const EscrowLetterPage = lazyPage(
  () => import('@/web/features/reserves/routes/escrow-letter-page'),
  'EscrowLetterPage',
)
const EquipmentPage = lazyPage(() => import('@/web/features/assets/routes/equipment-page'), 'EquipmentPage')
const AssetPage = lazyPage(() => import('@/web/features/assets/routes/asset-page'), 'AssetPage')
const LoanPage = lazyPage(() => import('@/web/features/assets/routes/loan-page'), 'LoanPage')
const IftaPage = lazyPage(() => import('@/web/features/ifta/routes/ifta-page'), 'IftaPage')
const IftaReturnPage = lazyPage(() => import('@/web/features/ifta/routes/ifta-return-page'), 'IftaReturnPage')
const TripsPage = lazyPage(() => import('@/web/features/ifta/routes/trips-page'), 'TripsPage')
const TripNewPage = lazyPage(() => import('@/web/features/ifta/routes/trip-new-page'), 'TripNewPage')
const TripEditPage = lazyPage(() => import('@/web/features/ifta/routes/trip-edit-page'), 'TripEditPage')
const FuelPage = lazyPage(() => import('@/web/features/ifta/routes/fuel-page'), 'FuelPage')
const FuelNewPage = lazyPage(() => import('@/web/features/ifta/routes/fuel-new-page'), 'FuelNewPage')
const FuelEditPage = lazyPage(() => import('@/web/features/ifta/routes/fuel-edit-page'), 'FuelEditPage')
const UploadPage = lazyPage(() => import('@/web/features/documents/routes/upload-page'), 'UploadPage')
const SettlementReviewPage = lazyPage(
  () => import('@/web/features/settlements/routes/settlement-review-page'),
  'SettlementReviewPage',
)
const ColumnMappingPage = lazyPage(
  () => import('@/web/features/documents/routes/column-mapping-page'),
  'ColumnMappingPage',
)
const IftaImportPage = lazyPage(
  () => import('@/web/features/ifta-import/routes/ifta-import-page'),
  'IftaImportPage',
)
const IftaImportMappingPage = lazyPage(
  () => import('@/web/features/ifta-import/routes/ifta-import-mapping-page'),
  'IftaImportMappingPage',
)
const ExpensesPage = lazyPage(() => import('@/web/features/expenses/routes/expenses-page'), 'ExpensesPage')
const ReportsPage = lazyPage(() => import('@/web/features/reports/routes/reports-page'), 'ReportsPage')
const BalanceSheetPage = lazyPage(
  () => import('@/web/features/reports/routes/balance-sheet-page'),
  'BalanceSheetPage',
)
const ProfitLossPage = lazyPage(
  () => import('@/web/features/reports/routes/profit-loss-page'),
  'ProfitLossPage',
)
const ExpenseReportPage = lazyPage(
  () => import('@/web/features/reports/routes/expense-report-page'),
  'ExpenseReportPage',
)
const RevenueReportPage = lazyPage(
  () => import('@/web/features/reports/routes/revenue-report-page'),
  'RevenueReportPage',
)
const TaxSummaryPage = lazyPage(
  () => import('@/web/features/reports/routes/tax-summary-page'),
  'TaxSummaryPage',
)
const MileageLogPage = lazyPage(
  () => import('@/web/features/mileage/routes/mileage-log-page'),
  'MileageLogPage',
)
const PerDiemPage = lazyPage(() => import('@/web/features/per-diem/routes/per-diem-page'), 'PerDiemPage')
const LoadReportPage = lazyPage(
  () => import('@/web/features/reports/routes/load-report-page'),
  'LoadReportPage',
)
const CustomReportPage = lazyPage(
  () => import('@/web/features/reports/routes/custom-report-page'),
  'CustomReportPage',
)
const TaxToolsPage = lazyPage(() => import('@/web/features/reports/routes/tax-tools-page'), 'TaxToolsPage')
const SettingsLayout = lazyPage(() => import('./layouts/settings-layout'), 'SettingsLayout')
const ProfilePage = lazyPage(() => import('@/web/features/account/routes/profile-page'), 'ProfilePage')
const NotificationsPage = lazyPage(
  () => import('@/web/features/account/routes/notifications-page'),
  'NotificationsPage',
)
const BillingPage = lazyPage(() => import('@/web/features/billing/routes/billing-page'), 'BillingPage')
const ApiKeysPage = lazyPage(() => import('@/web/features/account/routes/api-keys-page'), 'ApiKeysPage')
const SecurityPage = lazyPage(() => import('@/web/features/account/routes/security-page'), 'SecurityPage')
const AccountPage = lazyPage(() => import('@/web/features/account/routes/account-page'), 'AccountPage')
const InviteDriverPage = lazyPage(
  () => import('@/web/features/fleet/routes/invite-driver-page'),
  'InviteDriverPage',
)
const JoinFleetPage = lazyPage(() => import('@/web/features/fleet/routes/join-fleet-page'), 'JoinFleetPage')
const MyFleetPage = lazyPage(() => import('@/web/features/fleet/routes/my-fleet-page'), 'MyFleetPage')
const AccessPage = lazyPage(() => import('@/web/features/access/routes/access-page'), 'AccessPage')
const MaintenancePage = lazyPage(
  () => import('@/web/features/trucks/routes/maintenance-page'),
  'MaintenancePage',
)
const TruckReportPage = lazyPage(
  () => import('@/web/features/fleet/routes/truck-report-page'),
  'TruckReportPage',
)
const FleetPage = lazyPage(() => import('@/web/features/fleet/routes/fleet-page'), 'FleetPage')
const TrucksPage = lazyPage(() => import('@/web/features/trucks/routes/trucks-page'), 'TrucksPage')
const HelpPage = lazyPage(() => import('@/web/features/support/routes/help-page'), 'HelpPage')
const TicketPage = lazyPage(() => import('@/web/features/support/routes/ticket-page'), 'TicketPage')
const KbArticlePage = lazyPage(() => import('@/web/features/support/routes/kb-article-page'), 'KbArticlePage')
const HelpDocsPage = lazyPage(() => import('@/web/features/support/routes/help-docs-page'), 'HelpDocsPage')
const TutorialsPage = lazyPage(() => import('@/web/features/support/routes/tutorials-page'), 'TutorialsPage')
const TutorialPage = lazyPage(() => import('@/web/features/support/routes/tutorial-page'), 'TutorialPage')

/** Customer area, below the login guard and the customer layout. */
export const customerRoutes: RouteObject[] = [
  { path: '/dashboard', element: <DashboardPage /> },
  { path: '/settlements', element: <SettlementsPage /> },
  { path: '/settlements/upload', element: <UploadPage /> },
  { path: '/settlements/upload/:documentId/columns', element: <ColumnMappingPage /> },
  { path: '/settlements/new', element: <SettlementNewPage /> },
  { path: '/settlements/:id', element: <SettlementDetailPage /> },
  { path: '/settlements/:id/edit', element: <SettlementEditPage /> },
  { path: '/settlements/:id/review', element: <SettlementReviewPage /> },
  { path: '/loads', element: <LoadsPage /> },
  { path: '/loads/new', element: <LoadNewPage /> },
  { path: '/loads/payers', element: <PayersPage /> },
  { path: '/loads/:id', element: <LoadDetailPage /> },
  { path: '/loads/:id/edit', element: <LoadEditPage /> },
  { path: '/reserves', element: <ReservesPage /> },
  { path: '/advances', element: <AdvancesPage /> },
  { path: '/reserves/:id', element: <ReserveAccountPage /> },
  { path: '/reserves/:id/letter', element: <EscrowLetterPage /> },
  { path: '/equipment', element: <EquipmentPage /> },
  { path: '/equipment/loans/:id', element: <LoanPage /> },
  { path: '/equipment/:id', element: <AssetPage /> },
  { path: '/ifta', element: <IftaPage /> },
  { path: '/ifta/trips', element: <TripsPage /> },
  { path: '/ifta/trips/new', element: <TripNewPage /> },
  { path: '/ifta/trips/:id/edit', element: <TripEditPage /> },
  { path: '/ifta/fuel', element: <FuelPage /> },
  { path: '/ifta/fuel/new', element: <FuelNewPage /> },
  { path: '/ifta/fuel/:id/edit', element: <FuelEditPage /> },
  { path: '/ifta/import', element: <IftaImportPage /> },
  { path: '/ifta/import/:id', element: <IftaImportMappingPage /> },
  { path: '/ifta/:quarter', element: <IftaReturnPage /> },
  { path: '/expenses', element: <ExpensesPage /> },
  { path: '/reports', element: <ReportsPage /> },
  planRoute('advanced', 'Profit & Loss', '/reports/profit-loss', <ProfitLossPage />),
  planRoute('advanced', 'Balance Sheet', '/reports/balance-sheet', <BalanceSheetPage />),
  { path: '/reports/expenses', element: <ExpenseReportPage /> },
  planRoute('advanced', 'Revenue Analysis', '/reports/revenue', <RevenueReportPage />),
  planRoute('advanced', 'Tax Summary', '/reports/tax', <TaxSummaryPage />),
  planRoute('advanced', 'Load Profit', '/reports/loads', <LoadReportPage />),
  { path: '/reports/mileage', element: <MileageLogPage /> },
  { path: '/per-diem', element: <PerDiemPage /> },
  planRoute('advanced', 'Custom Report Builder', '/reports/custom', <CustomReportPage />),
  // The dashboard's fleet Quick Actions link here (spec 2.1): the builder, to make a new report.
  planRoute('advanced', 'Custom Report Builder', '/reports/new', <CustomReportPage />),
  planRoute('advanced', 'Tax Tools', '/reports/tax-tools', <TaxToolsPage />),
  {
    path: '/settings',
    element: <SettingsLayout />,
    children: [
      { index: true, element: <ProfilePage /> },
      { path: 'notifications', element: <NotificationsPage /> },
      { path: 'security', element: <SecurityPage /> },
      { path: 'account', element: <AccountPage /> },
      { path: 'api-keys', element: <ApiKeysPage /> },
      { path: 'billing', element: <BillingPage /> },
      { path: 'trucks', element: <TrucksPage /> },
      { path: 'access', element: <AccessPage /> },
      { path: 'fleet', element: <MyFleetPage /> },
    ],
  },
  planRoute('fleet', 'Add Driver', '/drivers/new', <InviteDriverPage />),
  { path: '/maintenance', element: <MaintenancePage /> },
  planRoute('fleet', 'Fleet', '/fleet', <FleetPage />),
  planRoute('advanced', 'Trucks & Drivers', '/reports/trucks', <TruckReportPage />),
  { path: '/fleet/join/:token', element: <JoinFleetPage /> },
  { path: '/help', element: <HelpPage /> },
  { path: '/help/tickets/:id', element: <TicketPage /> },
  { path: '/help/articles/:id', element: <KbArticlePage /> },
  // The Help Center's guides and tutorials (spec 2.1); an unknown one shows a not-found card in the shell.
  { path: '/docs/:topic', element: <HelpDocsPage /> },
  { path: '/tutorials', element: <TutorialsPage /> },
  { path: '/tutorials/:slug', element: <TutorialPage /> },
]

const AdminDashboardPage = lazyPage(() => import('./back-office/admin-dashboard-page'), 'AdminDashboardPage')
const AdminUsersPage = lazyPage(
  () => import('@/web/features/users/admin/routes/admin-users-page'),
  'AdminUsersPage',
)
const AdminTestClientsPage = lazyPage(
  () => import('@/web/features/test-clients/admin/routes/admin-test-clients-page'),
  'AdminTestClientsPage',
)
const AdminPaymentsPage = lazyPage(
  () => import('@/web/features/billing/admin/routes/admin-payments-page'),
  'AdminPaymentsPage',
)
const AdminReportsPage = lazyPage(
  () => import('@/web/features/reports/admin/routes/admin-reports-page'),
  'AdminReportsPage',
)
const AdminUserActivityPage = lazyPage(
  () => import('@/web/features/reports/admin/routes/admin-report-page'),
  'AdminUserActivityPage',
)
const AdminRevenueReportPage = lazyPage(
  () => import('@/web/features/reports/admin/routes/admin-report-page'),
  'AdminRevenueReportPage',
)
const AdminDocumentsReportPage = lazyPage(
  () => import('@/web/features/reports/admin/routes/admin-report-page'),
  'AdminDocumentsReportPage',
)
const AdminProfitLossPage = lazyPage(
  () => import('@/web/features/reports/admin/routes/admin-profit-loss-page'),
  'AdminProfitLossPage',
)
const AdminSettingsPage = lazyPage(() => import('./back-office/admin-settings-page'), 'AdminSettingsPage')
const AdminAuditPage = lazyPage(
  () => import('@/web/features/admin/routes/admin-audit-page'),
  'AdminAuditPage',
)
const AdminHelpPage = lazyPage(() => import('@/web/features/admin/routes/admin-help-page'), 'AdminHelpPage')
const AdminDocsPage = lazyPage(() => import('@/web/features/admin/routes/admin-docs-page'), 'AdminDocsPage')
const AdminCommunityPage = lazyPage(
  () => import('@/web/features/admin/routes/admin-community-page'),
  'AdminCommunityPage',
)
const AdminSupportPage = lazyPage(
  () => import('@/web/features/support/admin/routes/admin-support-page'),
  'AdminSupportPage',
)
const StripeTestPage = lazyPage(
  () => import('@/web/features/billing/admin/routes/stripe-test-page'),
  'StripeTestPage',
)
const AdminNotFoundPage = lazyPage(() => import('./back-office/admin-not-found-page'), 'AdminNotFoundPage')
const AdminMailLogPage = lazyPage(
  () => import('@/web/features/admin/routes/admin-mail-log-page'),
  'AdminMailLogPage',
)
const AdminOutboxPage = lazyPage(
  () => import('@/web/features/admin/routes/admin-outbox-page'),
  'AdminOutboxPage',
)

/** Admin back office, below the admin guard and the admin layout. */
export const adminRoutes: RouteObject[] = [
  { path: '/admin/dashboard', element: <AdminDashboardPage /> },
  { path: '/admin/users', element: <AdminUsersPage /> },
  { path: '/admin/test-clients', element: <AdminTestClientsPage /> },
  { path: '/admin/payments', element: <AdminPaymentsPage /> },
  { path: '/admin/reports', element: <AdminReportsPage /> },
  { path: '/admin/reports/profit-loss', element: <AdminProfitLossPage /> },
  { path: '/admin/reports/user-activity', element: <AdminUserActivityPage /> },
  { path: '/admin/reports/revenue', element: <AdminRevenueReportPage /> },
  { path: '/admin/reports/documents', element: <AdminDocumentsReportPage /> },
  { path: '/admin/settings', element: <AdminSettingsPage /> },
  { path: '/admin/help', element: <AdminHelpPage /> },
  { path: '/admin/docs', element: <AdminDocsPage /> },
  { path: '/admin/docs/:topic', element: <AdminDocsPage /> },
  { path: '/admin/community', element: <AdminCommunityPage /> },
  { path: '/admin/support', element: <AdminSupportPage /> },
  { path: '/admin/mail-log', element: <AdminMailLogPage /> },
  { path: '/admin/outbox', element: <AdminOutboxPage /> },
  { path: '/admin/audit', element: <AdminAuditPage /> },
  // The payment provider test page (spec 2.3): it creates real test checkouts, so admins only.
  { path: '/test/stripe', element: <StripeTestPage /> },
  // Any other back-office address: its own not-found page, in the admin shell.
  { path: '/admin/*', element: <AdminNotFoundPage /> },
]
