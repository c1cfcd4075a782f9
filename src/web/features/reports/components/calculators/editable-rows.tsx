import { ActionIcon, Button } from '@mantine/core'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'

/** The lines of a calculator form (per diem days, mileage years, IFTA jurisdictions): edit, add, remove. */
export function useEditableRows<Row extends object>(initial: Row[]) {
  const [rows, setRows] = useState(initial)
  return {
    rows,
    update: (index: number, patch: Partial<Row>) =>
      setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row))),
    add: (row: Row) => setRows((current) => [...current, row]),
    remove: (index: number) => setRows((current) => current.filter((_, i) => i !== index)),
  }
}

/** Removes one line; the last one stays (a calculator needs at least one). */
export function RemoveRowButton(props: { label: string; count: number; onRemove: () => void }) {
  return (
    <ActionIcon
      variant="subtle"
      color="red"
      aria-label={props.label}
      disabled={props.count === 1}
      onClick={props.onRemove}
      mb={4}
    >
      <IconTrash size={16} />
    </ActionIcon>
  )
}

export function AddRowButton(props: { label: string; onAdd: () => void }) {
  return (
    <Button variant="subtle" leftSection={<IconPlus size={14} />} onClick={props.onAdd}>
      {props.label}
    </Button>
  )
}
