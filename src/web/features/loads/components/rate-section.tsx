import { ActionIcon, Button, Grid, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { MAX_RATE_LINES } from '@/contracts/loads'
import { RATE_LINE_LABELS } from '@/domain/loads/load-terms'
import { MoneyInput } from '@/web/components/ui/money-input'
import { type LoadFormValues, newRateLine, rateTotal } from '@/web/features/loads/lib/load-form-values'
import { formatMoney } from '@/web/lib/format'

type Form = UseFormReturnType<LoadFormValues>

const KIND_OPTIONS = Object.entries(RATE_LINE_LABELS).map(([value, label]) => ({ value, label }))

/** What the rate confirmation agreed to pay, line by line (linehaul, fuel surcharge, accessorials). */
export function RateSection({ form }: { form: Form }) {
  const lines = form.values.rateLines
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Rate">
      <Group justify="space-between" mb="xs" gap="xs">
        <Title order={2} fz="lg">
          Rate
        </Title>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={lines.length >= MAX_RATE_LINES}
          onClick={() =>
            form.insertListItem('rateLines', newRateLine(lines.length === 0 ? 'linehaul' : 'fuel_surcharge'))
          }
        >
          Add rate line
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        Each amount the rate confirmation lists: a settlement that pays the load is checked against them.
      </Text>
      {lines.length === 0 && (
        <Text size="sm" c="dimmed">
          No rate lines: nothing to check its pay against.
        </Text>
      )}
      <Stack gap="xs">
        {lines.map((line, index) => {
          const path = `rateLines.${index}`
          const { value, error } = form.getInputProps(`${path}.amountCents`)
          return (
            <Group
              key={line.key}
              align="flex-start"
              wrap="nowrap"
              gap="xs"
              pb="xs"
              role="group"
              aria-label={`Rate line ${index + 1}`}
              style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
            >
              <Grid gap="xs" style={{ flex: 1, minWidth: 0 }}>
                <Grid.Col span={{ base: 7, md: 4 }}>
                  <Select
                    label="Kind"
                    data={KIND_OPTIONS}
                    allowDeselect={false}
                    {...form.getInputProps(`${path}.kind`)}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 5, md: 3 }}>
                  <MoneyInput
                    hideControls
                    label="Amount"
                    withAsterisk
                    value={typeof value === 'number' ? value : null}
                    error={error}
                    onChange={(cents) => form.setFieldValue(`${path}.amountCents`, cents)}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, md: 5 }}>
                  <TextInput
                    label="Description (optional)"
                    placeholder="As on the rate confirmation"
                    {...form.getInputProps(`${path}.description`)}
                  />
                </Grid.Col>
              </Grid>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mt={25}
                aria-label={`Remove rate line ${index + 1}`}
                onClick={() => form.removeListItem('rateLines', index)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          )
        })}
      </Stack>
      <Group justify="flex-end" mt="sm" gap="xs">
        <Text size="sm" c="dimmed">
          Total rate
        </Text>
        <Text fw={700} data-testid="rate-total">
          {formatMoney(rateTotal(form.values))}
        </Text>
      </Group>
    </Paper>
  )
}
