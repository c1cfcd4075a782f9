import type { Expense } from '@/contracts/expenses'

/** Rows a settlement posted are deleted with their settlement, so they cannot be selected here. */
export const selectable = (expense: Expense) => expense.settlementId === null

/** Select-all and per-row toggling over the rows of the current page. */
export function selectionState(
  expenses: Expense[],
  selected: ReadonlySet<string>,
  onSelectedChange: (next: Set<string>) => void,
) {
  const candidates = expenses.filter(selectable)
  const chosen = candidates.filter((e) => selected.has(e.id)).length
  const allChosen = candidates.length > 0 && chosen === candidates.length
  const toggle = (id: string) => {
    const next = new Set(selected)
    if (next.has(id)) next.delete(id)
    else next.add(id)
    onSelectedChange(next)
  }
  return { candidates, allChosen, someChosen: chosen > 0 && !allChosen, toggle }
}
