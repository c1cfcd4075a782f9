// What other subjects may use of support: the open tickets counted (the admin dashboard's card).
export { countOpenTickets } from './open-tickets.ts'
