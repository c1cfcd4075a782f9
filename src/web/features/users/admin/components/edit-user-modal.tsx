import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core'
import { useEffect, useState } from 'react'
import { ROLE_LABELS, ROLES, type Role } from '@/contracts/roles'
import { ADMIN_MESSAGES, type AdminUser, ZAdminUserPatch } from '@/contracts/users'
import { FormError } from '@/web/components/ui/form-error'
import { useUpdateUser } from '@/web/features/users/admin/api/users-api'
import { errorText } from '@/web/lib/api'
import { notifySuccess } from '@/web/lib/notify'
import { parseForm } from '@/web/lib/parse-form'

export function EditUserModal({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const update = useUpdateUser()
  const [values, setValues] = useState({ fullName: '', role: 'company_driver' as Role, status: 'active' })
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    if (user)
      setValues({
        fullName: user.fullName,
        role: user.role,
        status: user.status === 'active' ? 'active' : 'suspended',
      })
    setError(null)
  }, [user])
  const submit = () => {
    if (!user) return
    const parsed = parseForm(ZAdminUserPatch, values)
    if (!parsed.ok) return setError(parsed.error)
    update.mutate(
      { id: user.id, patch: parsed.data },
      {
        onSuccess: () => {
          notifySuccess(ADMIN_MESSAGES.updated)
          onClose()
        },
        onError: (e) => setError(errorText(e, 'Failed to update user')),
      },
    )
  }
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title="Edit User"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <Stack gap="sm">
          <FormError message={error} />
          <TextInput
            label="Full Name"
            value={values.fullName}
            onChange={(e) => setValues({ ...values, fullName: e.currentTarget.value })}
          />
          <Select
            label="Role"
            data={ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
            value={values.role}
            allowDeselect={false}
            onChange={(role) => setValues({ ...values, role: (role ?? values.role) as Role })}
          />
          <Select
            label="Status"
            data={[
              { value: 'active', label: 'Active' },
              { value: 'suspended', label: 'Suspended' },
            ]}
            value={values.status}
            allowDeselect={false}
            onChange={(status) => setValues({ ...values, status: status ?? values.status })}
          />
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
