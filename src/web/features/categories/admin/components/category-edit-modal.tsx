import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { useEffect, useState } from 'react'
import {
  type AdminCategory,
  CATEGORY_DESCRIPTION_MAX,
  CATEGORY_MESSAGES,
  CATEGORY_NAME_MAX,
  ZCategoryPatch,
} from '@/contracts/categories'
import { FormError } from '@/web/components/ui/form-error'
import { useUpdateCategory } from '@/web/features/categories/admin/api/categories-api'
import { errorText } from '@/web/lib/api'
import { notifySuccess } from '@/web/lib/notify'
import { parseForm } from '@/web/lib/parse-form'

/** Rename a category: its name and description (its key, what ledger rows store, never changes). */
export function CategoryEditModal({
  category,
  onClose,
}: {
  category: AdminCategory | null
  onClose: () => void
}) {
  const update = useUpdateCategory()
  const [values, setValues] = useState({ name: '', description: '' })
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    if (category) setValues({ name: category.name, description: category.description })
    setError(null)
  }, [category])

  const submit = () => {
    if (!category) return
    const parsed = parseForm(ZCategoryPatch, values)
    if (!parsed.ok) return setError(parsed.error)
    update.mutate(
      { id: category.id, patch: parsed.data },
      {
        onSuccess: () => {
          notifySuccess(CATEGORY_MESSAGES.updated)
          onClose()
        },
        onError: (e) => setError(errorText(e, CATEGORY_MESSAGES.updateFailed)),
      },
    )
  }

  return (
    <Modal
      opened={category !== null}
      onClose={onClose}
      title="Edit Category"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
        noValidate
      >
        <Stack gap="sm">
          <FormError message={error} />
          <TextInput
            label="Name"
            required
            maxLength={CATEGORY_NAME_MAX}
            value={values.name}
            onChange={(e) => setValues({ ...values, name: e.currentTarget.value })}
          />
          <Textarea
            label="Description"
            autosize
            minRows={2}
            maxRows={4}
            maxLength={CATEGORY_DESCRIPTION_MAX}
            value={values.description}
            onChange={(e) => setValues({ ...values, description: e.currentTarget.value })}
          />
          {category && (
            <Text size="xs" c="dimmed">
              Key <code>{category.value}</code> ({category.type}): entries and reports keep using it, so
              renaming changes no entry.
            </Text>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save Changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
