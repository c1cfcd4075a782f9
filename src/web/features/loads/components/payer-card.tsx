import { Badge, Button, Grid, Group, Paper, Switch, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconDeviceFloppy } from '@tabler/icons-react'
import { useState } from 'react'
import { type Payer, ZPayerPatch } from '@/contracts/loads'
import { FormError } from '@/web/components/ui/form-error'
import { useUpdatePayer } from '@/web/features/loads/api/loads-api'
import { errorText } from '@/web/lib/api'
import { notifySuccess } from '@/web/lib/notify'

interface PayerValues {
  name: string
  mcNumber: string
  dotNumber: string
  leasePercent: string
  leaseIncludesFuelSurcharge: boolean
}

const valuesOf = (payer: Payer): PayerValues => ({
  name: payer.name,
  mcNumber: payer.mcNumber ?? '',
  dotNumber: payer.dotNumber ?? '',
  leasePercent: payer.leasePercent ?? '',
  leaseIncludesFuelSurcharge: payer.leaseIncludesFuelSurcharge,
})

const orNull = (value: string) => (value.trim() === '' ? null : value.trim())

/** One broker or carrier, edited where it is listed: its name, MC/DOT numbers and lease terms. */
export function PayerCard({ payer }: { payer: Payer }) {
  const update = useUpdatePayer()
  const form = useForm<PayerValues>({ initialValues: valuesOf(payer) })
  const [error, setError] = useState<string | null>(null)
  const leased = form.values.leasePercent.trim() !== ''

  const submit = form.onSubmit(async (values) => {
    setError(null)
    const parsed = ZPayerPatch.safeParse({
      name: values.name,
      mcNumber: orNull(values.mcNumber),
      dotNumber: orNull(values.dotNumber),
      leasePercent: orNull(values.leasePercent.replace(/%/g, '')),
      leaseIncludesFuelSurcharge: values.leaseIncludesFuelSurcharge,
    })
    if (!parsed.success) {
      for (const issue of parsed.error.issues) form.setFieldError(issue.path.join('.'), issue.message)
      return
    }
    try {
      const saved = await update.mutateAsync({ id: payer.id, patch: parsed.data })
      form.setValues(valuesOf(saved))
      form.resetDirty(valuesOf(saved))
      notifySuccess(`${saved.name} saved`)
    } catch (caught) {
      setError(errorText(caught, 'Failed to save the payer'))
    }
  })

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="li">
      <form onSubmit={submit} noValidate aria-label={`Payer ${payer.name}`}>
        <Group justify="space-between" gap="xs" mb="xs" wrap="nowrap" align="flex-start">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {payer.name}
          </Text>
          <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
            {payer.loadCount === 1 ? '1 load' : `${payer.loadCount} loads`}
          </Badge>
        </Group>
        <FormError message={error} />
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <TextInput label="MC #" placeholder="MC-123456" {...form.getInputProps('mcNumber')} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <TextInput label="DOT #" {...form.getInputProps('dotNumber')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label="Lease percentage"
              description="Empty when you are paid the rate"
              placeholder="88"
              inputMode="decimal"
              rightSection={
                <Text size="sm" c="dimmed" aria-hidden>
                  %
                </Text>
              }
              {...form.getInputProps('leasePercent')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <Switch
              mt={{ base: 0, sm: 34 }}
              label="The percentage includes the fuel surcharge"
              description={
                leased
                  ? form.values.leaseIncludesFuelSurcharge
                    ? 'You are paid the percentage of the linehaul and the fuel surcharge together'
                    : 'The fuel surcharge is passed through to you whole'
                  : 'Only for a percentage lease'
              }
              disabled={!leased}
              {...form.getInputProps('leaseIncludesFuelSurcharge', { type: 'checkbox' })}
            />
          </Grid.Col>
        </Grid>
        <Group justify="flex-end" mt="sm">
          <Button
            type="submit"
            size="sm"
            variant={form.isDirty() ? 'filled' : 'light'}
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            loading={update.isPending}
          >
            Save {payer.name}
          </Button>
        </Group>
      </form>
    </Paper>
  )
}
