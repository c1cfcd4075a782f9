import { Table } from '@mantine/core'
import { useElementSize } from '@mantine/hooks'
import { type ReactNode, useEffect, useRef } from 'react'
import { usePhone } from '@/web/lib/use-phone'
import classes from './table-scroll.module.css'

interface TableScrollProps {
  /** Names the scrolling region for screen readers, e.g. the table's own name. */
  label: string
  /** The narrowest the table reads well; in a narrower box (a phone, a side card) rows become cards. */
  minWidth: number
  children: ReactNode
}

/**
 * A table that shows every value at every width. On a phone, or in a box narrower than `minWidth`,
 * each row becomes a card that lists its cells, each after its column's name (as the settlements
 * and expenses lists do on a phone), so there is no column to swipe to. Otherwise a table wider than
 * its box still scrolls sideways; its scrolling box takes the keyboard focus (Tab, then the arrow
 * keys scroll it), which a pointer-less user needs.
 */
export function TableScroll({ label, minWidth, children }: TableScrollProps) {
  const phone = usePhone()
  const { ref, width } = useElementSize()
  // Until its box is measured, the screen decides.
  const cards = phone || (width > 0 && width < minWidth)
  return (
    <div ref={ref}>
      {cards ? (
        <TableCards>{children}</TableCards>
      ) : (
        <Table.ScrollContainer
          minWidth={minWidth}
          scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}
        >
          {children}
        </Table.ScrollContainer>
      )}
    </div>
  )
}

function TableCards({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const root = ref.current
    if (!root) return
    const label = () => {
      for (const table of root.querySelectorAll('table')) labelCells(table)
    }
    label()
    // Rows come and go with the data: each new cell gets its column's name too.
    const observer = new MutationObserver(label)
    observer.observe(root, { childList: true, subtree: true, characterData: true })
    return () => observer.disconnect()
  }, [])
  return (
    <div ref={ref} className={classes.cards}>
      {children}
    </div>
  )
}

/**
 * Gives each body cell its column's name (`data-label`, shown before the value), and the table its
 * roles spelled out: shown as blocks, a table keeps telling screen readers it is one.
 */
function labelCells(table: HTMLTableElement) {
  const set = (el: Element, name: string, value: string) => {
    if (el.getAttribute(name) !== value) el.setAttribute(name, value)
  }
  set(table, 'role', 'table')
  const head = table.tHead?.rows[table.tHead.rows.length - 1]
  const names: string[] = []
  for (const cell of head?.cells ?? []) {
    for (let i = 0; i < cell.colSpan; i++) names.push(cell.textContent?.trim() ?? '')
  }
  for (const group of table.querySelectorAll(':scope > thead, :scope > tbody, :scope > tfoot')) {
    set(group, 'role', 'rowgroup')
    const header = group.tagName === 'THEAD'
    for (const row of (group as HTMLTableSectionElement).rows) {
      set(row, 'role', 'row')
      let column = 0
      for (const cell of row.cells) {
        if (header) set(cell, 'role', 'columnheader')
        else {
          set(cell, 'role', cell.tagName === 'TH' ? 'rowheader' : 'cell')
          // A cell across the whole row (a note, a total's caption) has no one column's name.
          const across = cell.colSpan > 1 && cell.colSpan >= names.length
          set(cell, 'data-label', across ? '' : (names[column] ?? ''))
        }
        column += cell.colSpan
      }
    }
  }
}
