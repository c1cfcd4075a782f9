export * from './documents.ts'
export * from './ledger.ts'
export * from './system.ts'
export * from './users.ts'
