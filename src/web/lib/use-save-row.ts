import type { UseMutationResult } from '@tanstack/react-query'
import { useState } from 'react'
import { errorText } from './api'
import { notifyError, notifySuccess } from './notify'

interface SaveWords {
  added: string
  updated: string
  /** Shown in the form (with the server's reason when it gave one) and as a toast. */
  addFailed: string
  updateFailed: string
}

/**
 * A form that adds a row or changes an existing one (`id`): saves through the create or update
 * mutation, says so, and keeps the error to show in the form. `saving` is the mutation's own state.
 */
export function useSaveRow<Input, Row>(options: {
  id: string | null
  create: UseMutationResult<Row, Error, Input>
  update: UseMutationResult<Row, Error, { id: string; patch: Partial<Input> }>
  words: SaveWords
  onSaved: () => void
}) {
  const { id, create, update, words } = options
  const [error, setError] = useState<string | null>(null)
  const failure = id ? words.updateFailed : words.addFailed
  return {
    error,
    setError,
    saving: (id ? update : create).isPending,
    async save(input: Input) {
      setError(null)
      try {
        if (id) await update.mutateAsync({ id, patch: input })
        else await create.mutateAsync(input)
        notifySuccess(id ? words.updated : words.added)
        options.onSaved()
      } catch (caught) {
        setError(errorText(caught, failure))
        notifyError(failure)
      }
    },
  }
}
