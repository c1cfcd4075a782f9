// What other subjects may use of the mileage log: the CSV export (for the export of all a user's data).
export { exportMileage } from './export-mileage.ts'
