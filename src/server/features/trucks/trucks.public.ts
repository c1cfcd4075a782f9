// What other subjects may use of trucks: checking the truck a row is tagged with.
export { checkTruckRef } from './truck-ref.ts'
