import { Table } from '@mantine/core'
import type { ReactNode } from 'react'

interface TableScrollProps {
  /** Names the scrolling region for screen readers, e.g. the table's own name. */
  label: string
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number
  children: ReactNode
}

/**
 * A table that scrolls sideways on narrow screens. Its scrolling box takes the keyboard focus (Tab,
 * then the arrow keys scroll it), which a pointer-less user needs to read the hidden columns.
 */
export function TableScroll({ label, minWidth, children }: TableScrollProps) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}
    >
      {children}
    </Table.ScrollContainer>
  )
}
