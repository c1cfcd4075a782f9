// What other subjects may use of categories: the list in order, and refusing one not offered.
export { type CategoryRow, categoriesInOrder, requireOfferedCategory } from './categories.ts'
