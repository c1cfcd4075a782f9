// What other subjects may use of the per diem log: a year's confirmed days and totals (the tax report).
export { perDiemYear } from './per-diem-year.ts'
