/**
 * Checkbox selection over the rows of one page of a table or card list: select-all with its
 * "some but not all" state, and per-row toggling. Rows that `selectable` refuses are left out of
 * select-all and their boxes are disabled.
 */
export function pageSelection<Row extends { id: string }>(options: {
  rows: readonly Row[]
  selected: ReadonlySet<string>
  onChange: (next: Set<string>) => void
  selectable?: (row: Row) => boolean
}) {
  const { rows, selected, onChange, selectable = () => true } = options
  const candidates = rows.filter(selectable)
  const chosen = candidates.filter((row) => selected.has(row.id)).length
  const allSelected = candidates.length > 0 && chosen === candidates.length
  return {
    allSelected,
    /** For the select-all box's "some but not all" state. */
    indeterminate: chosen > 0 && !allSelected,
    /** Nothing on this page can be selected (the select-all box is disabled). */
    noneSelectable: candidates.length === 0,
    isSelectable: selectable,
    toggleAll: () => onChange(allSelected ? new Set() : new Set(candidates.map((row) => row.id))),
    toggle: (id: string) => {
      const next = new Set(selected)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      onChange(next)
    },
  }
}
