import type { QueryKey } from '@tanstack/react-query'

/**
 * The keys of one kind of server data. Every key starts with `all`, so invalidating `all` refreshes
 * its lists and details at once; `lists` refreshes the lists and leaves details alone.
 */
export function queryKeys<const Scope extends readonly string[]>(...scope: Scope) {
  return {
    all: scope,
    lists: [...scope, 'list'] as const,
    list: <Query extends object>(query: Query) => [...scope, 'list', query] as const,
    detail: (id: string) => [...scope, 'detail', id] as const,
  }
}

const dashboard = queryKeys('dashboard')

/**
 * Every query key of the web app. A feature reads and refreshes another feature's data through
 * these (an expense changes the dashboard), never by spelling a key.
 */
export const keys = {
  session: queryKeys('session'),
  trucks: queryKeys('trucks'),
  fleet: queryKeys('fleet'),
  accountant: queryKeys('accountant'),
  comments: queryKeys('comments'),
  access: queryKeys('access'),
  account: queryKeys('account'),
  billing: queryKeys('billing'),
  notifications: queryKeys('notifications'),
  /** The user's chat with the team. */
  supportChat: queryKeys('support', 'chat'),
  /** The user's own tickets. */
  supportTickets: queryKeys('support', 'tickets'),
  help: queryKeys('help'),
  categories: queryKeys('categories'),
  config: queryKeys('config'),
  dashboard: {
    ...dashboard,
    period: <Query extends object>(query: Query) => [...dashboard.all, query] as const,
  },
  expenses: queryKeys('expenses'),
  mileage: queryKeys('mileage'),
  perDiem: queryKeys('per-diem'),
  settlements: queryKeys('settlements'),
  loads: queryKeys('loads'),
  /** The brokers and carriers who pay loads, with their lease terms. */
  payers: queryKeys('payers'),
  /** IFTA quarters and their returns (built from the trips and fuel below). */
  ifta: queryKeys('ifta'),
  iftaTrips: queryKeys('ifta', 'trips'),
  fuelPurchases: queryKeys('ifta', 'fuel-purchases'),
  documents: queryKeys('documents'),
  /** Escrow and reserve accounts a carrier holds, with their entries and statements. */
  reserves: queryKeys('reserves'),
  /** Fuel and cash advances a carrier lent, with the settlement lines that repaid them. */
  advances: queryKeys('advances'),
  /** Equipment with its depreciation, and the loans that bought it with their payments. */
  assets: queryKeys('assets'),
  loans: queryKeys('loans'),
  /** ELD and fuel card spreadsheets being imported into IFTA records. */
  iftaImports: queryKeys('ifta-imports'),
  reports: queryKeys('reports'),
  /** Cash and other items typed onto the balance sheet. */
  balanceItems: queryKeys('balance-items'),
  reportTemplates: queryKeys('report-templates'),
  admin: {
    users: queryKeys('admin', 'users'),
    stats: queryKeys('admin', 'stats'),
    activity: queryKeys('admin', 'activity'),
    audit: queryKeys('admin', 'audit'),
    notifications: queryKeys('admin', 'notifications'),
    settings: queryKeys('admin', 'settings'),
    system: queryKeys('admin', 'system'),
    categories: queryKeys('admin', 'categories'),
    outbox: queryKeys('admin', 'outbox'),
    mailLog: queryKeys('admin', 'mail-log'),
    testClients: queryKeys('admin', 'test-clients'),
    dataTemplates: queryKeys('admin', 'data-templates'),
    entities: queryKeys('admin', 'entities'),
    profitLoss: queryKeys('admin', 'profit-loss'),
    payments: queryKeys('admin', 'payments'),
    gateway: queryKeys('admin', 'gateway'),
    reports: queryKeys('admin', 'reports'),
    setupToken: queryKeys('admin', 'setup-token'),
    support: queryKeys('admin', 'support'),
    kb: queryKeys('admin', 'kb'),
    iftaRates: queryKeys('admin', 'ifta-rates'),
    tbillYields: queryKeys('admin', 'tbill-yields'),
  },
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** What a write changes: the app's MutationCache invalidates these once it succeeds. */
      invalidates?: readonly QueryKey[]
    }
  }
}
