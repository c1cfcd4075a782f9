// What other subjects may use of the demo: its accounts (the landing page shows them in demo mode).
export { demoAccounts } from './demo-accounts.ts'
