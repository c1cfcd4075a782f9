import {
  ActionIcon,
  Button,
  Grid,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { IconCircleCheck, IconInfoCircle, IconPlus, IconTrash } from '@tabler/icons-react'
import { MAX_TRIP_JURISDICTIONS } from '@/contracts/ifta'
import { jurisdictionOptions } from '@/domain/ifta/jurisdictions'
import {
  milesTally,
  newJurisdictionRow,
  type TripFormValues,
  tallyLabel,
} from '@/web/features/ifta/lib/trip-form-values'
import { formatCount } from '@/web/lib/format'

type Form = UseFormReturnType<TripFormValues>

const JURISDICTIONS = jurisdictionOptions()

/** The miles of each state the trip ran in, in order, with their sum against the odometer as it is typed. */
export function TripStatesSection({ form, disabled }: { form: Form; disabled: boolean }) {
  const rows = form.values.jurisdictions
  const tally = tallyLabel(milesTally(form.values))
  const start = form.values.startOdometer
  // The first state is entered at the start odometer: shown there until a reading is typed.
  const startPlaceholder = typeof start === 'number' ? formatCount(start) : undefined
  const tallyColor = tally.matches === false ? 'orange.9' : tally.matches ? 'green.9' : 'dimmed'
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-label="Miles by state"
    >
      <Group justify="space-between" mb="xs" gap="xs">
        <Title order={2} fz="lg">
          Miles by state
        </Title>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={disabled || rows.length >= MAX_TRIP_JURISDICTIONS}
          onClick={() => form.insertListItem('jurisdictions', newJurisdictionRow())}
        >
          Add state
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        Each state or province in the order driven, with its miles (one decimal at most). With the start and
        end odometers, the odometer where the truck crossed into each state works its miles out. Taxable miles
        only when some were off-highway or toll-road miles the state does not tax.
      </Text>
      {form.errors.jurisdictions && (
        <Text size="sm" c="red.8" mb="xs" role="alert">
          {form.errors.jurisdictions}
        </Text>
      )}
      <Stack gap="xs">
        {rows.map((row, index) => {
          const path = `jurisdictions.${index}`
          return (
            <Group
              key={row.key}
              align="flex-start"
              wrap="nowrap"
              gap="xs"
              pb="xs"
              role="group"
              aria-label={`State ${index + 1}`}
              style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
            >
              <Grid gap="xs" style={{ flex: 1, minWidth: 0 }}>
                <Grid.Col span={{ base: 12, sm: 5 }}>
                  <Select
                    label="State"
                    withAsterisk
                    placeholder="Type to search"
                    data={JURISDICTIONS}
                    searchable
                    limit={80}
                    disabled={disabled}
                    {...form.getInputProps(`${path}.jurisdiction`)}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 4, sm: 2 }}>
                  <NumberInput
                    label="Miles"
                    withAsterisk
                    min={0}
                    decimalScale={1}
                    hideControls
                    thousandSeparator=","
                    inputMode="decimal"
                    disabled={disabled}
                    {...form.getInputProps(`${path}.miles`)}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 4, sm: 2 }}>
                  <NumberInput
                    label="Taxable"
                    min={0}
                    decimalScale={1}
                    hideControls
                    thousandSeparator=","
                    inputMode="decimal"
                    disabled={disabled}
                    {...form.getInputProps(`${path}.taxableMiles`)}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 4, sm: 3 }}>
                  <NumberInput
                    label="Odometer in"
                    placeholder={index === 0 ? startPlaceholder : undefined}
                    min={0}
                    allowDecimal={false}
                    hideControls
                    thousandSeparator=","
                    inputMode="numeric"
                    disabled={disabled}
                    {...form.getInputProps(`${path}.entryOdometer`)}
                  />
                </Grid.Col>
              </Grid>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mt={25}
                aria-label={`Remove state ${index + 1}`}
                disabled={disabled || rows.length <= 1}
                onClick={() => form.removeListItem('jurisdictions', index)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          )
        })}
      </Stack>
      <Group
        gap={6}
        mt="sm"
        wrap="nowrap"
        align="flex-start"
        c={tallyColor}
        data-testid="miles-tally"
        aria-live="polite"
      >
        {tally.matches ? (
          <IconCircleCheck size={18} aria-hidden style={{ flexShrink: 0 }} />
        ) : (
          <IconInfoCircle size={18} aria-hidden style={{ flexShrink: 0 }} />
        )}
        <Text size="sm" fw={500} c={tallyColor}>
          {tally.text}
        </Text>
      </Group>
    </Paper>
  )
}
