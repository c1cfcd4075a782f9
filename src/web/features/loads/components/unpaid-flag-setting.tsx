import { Button, Group, NumberInput, Popover, Stack, Text } from '@mantine/core'
import { IconClockExclamation } from '@tabler/icons-react'
import { useState } from 'react'
import { ZLoadSettings } from '@/contracts/loads'
import { useLoadSettings, useSaveLoadSettings } from '@/web/features/loads/api/loads-api'
import { errorText } from '@/web/lib/api'
import { notifySuccess } from '@/web/lib/notify'

const DAYS_INVALID = 'Enter a number of days from 1 to 365'

/** After how many days a delivered load that no settlement has paid is flagged: a small popover form. */
export function UnpaidFlagSetting() {
  const settings = useLoadSettings()
  const save = useSaveLoadSettings()
  const [opened, setOpened] = useState(false)
  const [days, setDays] = useState<number | string>('')
  const [error, setError] = useState<string | null>(null)
  const current = settings.data?.unpaidAfterDays

  const open = () => {
    setDays(current ?? '')
    setError(null)
    setOpened(true)
  }
  const submit = async () => {
    const parsed = ZLoadSettings.safeParse({ unpaidAfterDays: days === '' ? undefined : Number(days) })
    if (!parsed.success) return setError(DAYS_INVALID)
    try {
      await save.mutateAsync(parsed.data)
      notifySuccess(`Delivered loads are flagged after ${parsed.data.unpaidAfterDays} days unpaid`)
      setOpened(false)
    } catch (caught) {
      setError(errorText(caught, 'Failed to save the setting'))
    }
  }

  return (
    <Group gap={4} wrap="wrap" align="center">
      <Text size="xs" c="dimmed">
        {current === undefined
          ? 'Delivered loads no settlement has paid are flagged after a number of days.'
          : `Delivered loads no settlement has paid are flagged after ${current} days.`}
      </Text>
      <Popover opened={opened} onChange={setOpened} position="bottom-start" withArrow trapFocus shadow="md">
        <Popover.Target>
          <Button
            variant="subtle"
            size="compact-xs"
            leftSection={<IconClockExclamation size={14} aria-hidden />}
            onClick={() => (opened ? setOpened(false) : open())}
            disabled={current === undefined}
            aria-label="Change when unpaid loads are flagged"
          >
            Change
          </Button>
        </Popover.Target>
        <Popover.Dropdown maw={300}>
          <form
            onSubmit={(event) => {
              event.preventDefault()
              void submit()
            }}
            noValidate
          >
            <Stack gap="xs">
              <NumberInput
                label="Unpaid-load flag after"
                description="Days after delivery with no settlement"
                suffix=" days"
                min={1}
                max={365}
                allowDecimal={false}
                value={days}
                onChange={setDays}
                error={error}
                data-autofocus
              />
              <Group justify="flex-end" gap="xs">
                <Button variant="default" size="xs" onClick={() => setOpened(false)}>
                  Cancel
                </Button>
                <Button type="submit" size="xs" loading={save.isPending}>
                  Save
                </Button>
              </Group>
            </Stack>
          </form>
        </Popover.Dropdown>
      </Popover>
    </Group>
  )
}
