// What other subjects may use of escrow and reserves: the balance sheet reads every account's balance at a date.
export { type ReserveBalance, reserveBalancesOn } from './reserve-balances.ts'
