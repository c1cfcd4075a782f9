import { ActionIcon, Button, Grid, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react'
import { MAX_LOAD_STOPS } from '@/contracts/loads'
import { type LoadFormValues, newStop } from '@/web/features/loads/lib/load-form-values'

type Form = UseFormReturnType<LoadFormValues>

const STOP_TYPE_OPTIONS = [
  { value: 'pickup', label: 'Pickup' },
  { value: 'delivery', label: 'Delivery' },
]

/**
 * The load's stops in order, a pickup first and a delivery last: each with its place, its
 * appointment and, once there, when the truck arrived and left. Stops move up and down.
 */
export function StopsSection({ form }: { form: Form }) {
  const stops = form.values.stops
  const move = (from: number, to: number) => form.reorderListItem('stops', { from, to })
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Stops">
      <Group justify="space-between" mb="xs" gap="xs">
        <Title order={2} fz="lg">
          Stops
        </Title>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={stops.length >= MAX_LOAD_STOPS}
          onClick={() => form.insertListItem('stops', newStop('delivery'))}
        >
          Add stop
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        A pickup first and a delivery last, in the order the truck runs them. Times are the stop’s own local
        time; fill in arrival and departure once you are there.
      </Text>
      <Stack gap="sm">
        {stops.map((stop, index) => {
          const path = `stops.${index}`
          const name = `stop ${index + 1}`
          return (
            <Paper
              key={stop.key}
              withBorder
              radius="md"
              p="sm"
              bg="gray.0"
              role="group"
              aria-label={`Stop ${index + 1}`}
            >
              <Group justify="space-between" gap="xs" mb={4} wrap="nowrap">
                <Text fw={600} size="sm">
                  Stop {index + 1} · {stop.type === 'pickup' ? 'Pickup' : 'Delivery'}
                </Text>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    aria-label={`Move ${name} up`}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <IconArrowUp size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    aria-label={`Move ${name} down`}
                    disabled={index === stops.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <IconArrowDown size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={`Remove ${name}`}
                    disabled={stops.length <= 2}
                    onClick={() => form.removeListItem('stops', index)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Group>
              <Grid gap="xs">
                <Grid.Col span={{ base: 5, xs: 4, md: 3 }}>
                  <Select
                    label="Type"
                    data={STOP_TYPE_OPTIONS}
                    allowDeselect={false}
                    {...form.getInputProps(`${path}.type`)}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 7, xs: 8, md: 9 }}>
                  <TextInput
                    label="Facility"
                    placeholder="Shipper or receiver name"
                    {...form.getInputProps(`${path}.name`)}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, xs: 6, md: 5 }}>
                  <TextInput
                    label="City"
                    withAsterisk
                    autoComplete="address-level2"
                    {...form.getInputProps(`${path}.city`)}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 5, xs: 2, md: 3 }}>
                  <TextInput
                    label="State"
                    withAsterisk
                    placeholder="TX"
                    maxLength={2}
                    autoCapitalize="characters"
                    autoComplete="address-level1"
                    {...form.getInputProps(`${path}.state`)}
                    onChange={(event) =>
                      form.setFieldValue(`${path}.state`, event.currentTarget.value.toUpperCase())
                    }
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 7, xs: 4 }}>
                  <TextInput
                    label="ZIP"
                    inputMode="numeric"
                    autoComplete="postal-code"
                    {...form.getInputProps(`${path}.zip`)}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 4 }}>
                  <TextInput
                    label="Appointment"
                    type="datetime-local"
                    {...form.getInputProps(`${path}.scheduledAt`)}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, xs: 6, sm: 4 }}>
                  <TextInput
                    label="Arrived (optional)"
                    type="datetime-local"
                    {...form.getInputProps(`${path}.arrivedAt`)}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, xs: 6, sm: 4 }}>
                  <TextInput
                    label="Departed (optional)"
                    type="datetime-local"
                    {...form.getInputProps(`${path}.departedAt`)}
                  />
                </Grid.Col>
              </Grid>
            </Paper>
          )
        })}
      </Stack>
    </Paper>
  )
}
