import { describe, expect, it } from 'vitest'
import { pageSelection } from './page-selection'

type Row = { id: string; locked: boolean }
const rows: Row[] = [
  { id: 'a', locked: false },
  { id: 'b', locked: true },
  { id: 'c', locked: false },
]
const unlocked = (row: Row) => !row.locked

/** A selection over `rows` with `selected` ticked; `changes` records what it asks to select. */
function select(selected: string[], filtered = true) {
  const changes: string[][] = []
  const selection = pageSelection({
    rows,
    selected: new Set(selected),
    onChange: (next) => changes.push([...next].sort()),
    selectable: filtered ? unlocked : undefined,
  })
  return { selection, changes }
}

describe('pageSelection', () => {
  it('is all selected once every selectable row is, and some-but-not-all before', () => {
    expect(select(['a', 'c']).selection.allSelected).toBe(true)
    expect(select(['a']).selection).toMatchObject({ allSelected: false, indeterminate: true })
    expect(select([]).selection).toMatchObject({ allSelected: false, indeterminate: false })
  })

  it('select-all takes the selectable rows only, and clears when all are selected', () => {
    const none = select([])
    none.selection.toggleAll()
    const all = select(['a', 'c'])
    all.selection.toggleAll()
    expect(none.changes).toEqual([['a', 'c']])
    expect(all.changes).toEqual([[]])
  })

  it('without a filter every row counts', () => {
    const { selection, changes } = select(['a', 'c'], false)
    expect(selection).toMatchObject({ allSelected: false, indeterminate: true, noneSelectable: false })
    selection.toggleAll()
    expect(changes).toEqual([['a', 'b', 'c']])
  })

  it('toggles one row in and out', () => {
    const adding = select(['a'])
    adding.selection.toggle('c')
    const removing = select(['a', 'c'])
    removing.selection.toggle('a')
    expect(adding.changes).toEqual([['a', 'c']])
    expect(removing.changes).toEqual([['c']])
  })

  it('says when nothing on the page can be selected', () => {
    const locked = pageSelection({
      rows: [{ id: 'b', locked: true }],
      selected: new Set<string>(),
      onChange: () => {},
      selectable: unlocked,
    })
    expect(locked).toMatchObject({ noneSelectable: true, allSelected: false, indeterminate: false })
  })
})
