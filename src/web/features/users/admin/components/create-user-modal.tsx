import { Button, Checkbox, Group, Modal, PasswordInput, Select, Stack, TextInput } from '@mantine/core'
import { useState } from 'react'
import { AUTH_MESSAGES } from '@/contracts/auth'
import { ROLE_LABELS, ROLES, type Role } from '@/contracts/roles'
import { ADMIN_MESSAGES, ZAdminCreateUser } from '@/contracts/users'
import { FormError } from '@/web/components/ui/form-error'
import { useCreateUser } from '@/web/features/users/admin/api/users-api'
import { errorField, errorText } from '@/web/lib/api'
import { notifySuccess } from '@/web/lib/notify'
import { parseForm } from '@/web/lib/parse-form'

const EMPTY = { name: '', email: '', password: '', role: 'company_driver' as Role, sendWelcomeEmail: true }

export function CreateUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateUser()
  const [values, setValues] = useState(EMPTY)
  const [error, setError] = useState<string | null>(null)
  const [passwordError, setPasswordError] = useState<string | null>(null)
  const close = () => {
    setValues(EMPTY)
    setError(null)
    setPasswordError(null)
    onClose()
  }
  const submit = () => {
    const parsed = parseForm(ZAdminCreateUser, values)
    if (!parsed.ok) return setError(parsed.error)
    setError(null)
    setPasswordError(null)
    create.mutate(parsed.data, {
      onSuccess: (user) => {
        notifySuccess(ADMIN_MESSAGES.created(user.fullName))
        close()
      },
      onError: (e) => {
        const message = errorText(e, ADMIN_MESSAGES.createFailed)
        // A password the policy refuses is said under it.
        if (errorField(e) === 'password') setPasswordError(message)
        else setError(message)
      },
    })
  }
  return (
    <Modal opened={opened} onClose={close} title="Create User" closeButtonProps={{ 'aria-label': 'Close' }}>
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
            label="Full Name"
            required
            value={values.name}
            onChange={(e) => setValues({ ...values, name: e.currentTarget.value })}
          />
          <TextInput
            label="Email"
            type="email"
            required
            value={values.email}
            onChange={(e) => setValues({ ...values, email: e.currentTarget.value })}
          />
          <PasswordInput
            label="Password"
            required
            description={AUTH_MESSAGES.passwordHint}
            error={passwordError}
            value={values.password}
            onChange={(e) => {
              setPasswordError(null)
              setValues({ ...values, password: e.currentTarget.value })
            }}
          />
          <Select
            label="Role"
            data={ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
            value={values.role}
            allowDeselect={false}
            onChange={(role) => setValues({ ...values, role: (role ?? 'company_driver') as Role })}
          />
          <Checkbox
            label="Send welcome email"
            checked={values.sendWelcomeEmail}
            onChange={(e) => setValues({ ...values, sendWelcomeEmail: e.currentTarget.checked })}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create User
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
