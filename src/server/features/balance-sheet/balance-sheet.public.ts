// What other subjects may use of the balance sheet: the reports show it, download it and put it in the year-end package.
export { balanceSheet } from './balance-sheet.ts'
