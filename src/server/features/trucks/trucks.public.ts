// What other subjects may use of trucks: checking the truck a row is tagged with, and which trucks those are.
export { checkTruckRef, usableTrucks } from './truck-ref.ts'
