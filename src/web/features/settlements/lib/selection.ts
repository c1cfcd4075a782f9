/** Checkbox selection over the rows of one page. */
export function pageSelection(
  ids: readonly string[],
  selected: ReadonlySet<string>,
  onChange: (next: Set<string>) => void,
) {
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id))
  const someSelected = ids.some((id) => selected.has(id))
  return {
    allSelected,
    /** For the select-all box's "some but not all" state. */
    indeterminate: someSelected && !allSelected,
    toggleAll: () => onChange(allSelected ? new Set() : new Set(ids)),
    toggle: (id: string) => {
      const next = new Set(selected)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      onChange(next)
    },
  }
}
