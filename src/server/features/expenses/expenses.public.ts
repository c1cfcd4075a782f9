// What other subjects may use of expenses: the CSV export (for the export of all a user's data).
export { exportExpenses } from './export-expenses.ts'
