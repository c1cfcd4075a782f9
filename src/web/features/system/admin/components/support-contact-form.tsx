import { Button, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core'
import { useEffect, useState } from 'react'
import { SUPPORT_CONTACT_MESSAGES, ZSupportContactInput } from '@/contracts/system'
import { FormError } from '@/web/components/ui/form-error'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { useSaveSupportContact, useSupportContact } from '@/web/features/system/admin/api/system-api'
import { errorText } from '@/web/lib/api'
import { notifySuccess } from '@/web/lib/notify'
import { parseForm } from '@/web/lib/parse-form'

/** The support mailbox and phone customers see; a blank one is hidden on every screen. */
export function SupportContactForm() {
  const stored = useSupportContact()
  const save = useSaveSupportContact()
  const [values, setValues] = useState({ email: '', phone: '' })
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    if (stored.data) setValues({ email: stored.data.email ?? '', phone: stored.data.phone ?? '' })
  }, [stored.data])
  if (stored.isError && !stored.data)
    return <LoadError title="Failed to load the support contact" onRetry={() => void stored.refetch()} />
  if (!stored.data) return <PageLoader />

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Support contact" maw={640}>
      <Title order={2} fz="lg" mb={4}>
        Support contact
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        The mailbox and phone customers see on the home page, the Help Center and the legal pages. Leave one
        blank to show none.
      </Text>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          const parsed = parseForm(ZSupportContactInput, values)
          if (!parsed.ok) return setError(parsed.error)
          save.mutate(values, {
            onSuccess: () => {
              setError(null)
              notifySuccess(SUPPORT_CONTACT_MESSAGES.saved)
            },
            onError: (e) => setError(errorText(e, SUPPORT_CONTACT_MESSAGES.saveFailed)),
          })
        }}
      >
        <Stack gap="sm">
          <FormError message={error} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Support email"
              type="email"
              placeholder="Not set"
              value={values.email}
              onChange={(e) => setValues({ ...values, email: e.currentTarget.value })}
            />
            <TextInput
              label="Support phone"
              type="tel"
              placeholder="Not set"
              value={values.phone}
              onChange={(e) => setValues({ ...values, phone: e.currentTarget.value })}
            />
          </SimpleGrid>
          <Button type="submit" loading={save.isPending} w="fit-content">
            Save Support Contact
          </Button>
        </Stack>
      </form>
    </Paper>
  )
}
