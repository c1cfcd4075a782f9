import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core'
import { PLANS } from '@/contracts/plans'
import type { CustomerRole } from '@/contracts/roles'
import { formatMoney } from '@/web/lib/format'

const SELECTED = {
  borderColor: 'var(--mantine-primary-color-filled)',
  backgroundColor: 'var(--mantine-primary-color-light)',
}

interface AccountTypeCardsProps {
  value: CustomerRole
  onChange: (role: CustomerRole) => void
}

/** The three self-service account types, each tied to its plan price. */
export function AccountTypeCards({ value, onChange }: AccountTypeCardsProps) {
  return (
    <Radio.Group
      label="Account Type"
      value={value}
      onChange={(next) => onChange(next as CustomerRole)}
      name="role"
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" mt="xs">
        {PLANS.map((plan) => {
          const price = `${formatMoney(plan.priceCents)}/mo`
          return (
            <Radio.Card
              key={plan.role}
              value={plan.role}
              radius="md"
              p="md"
              aria-label={`${plan.name} ${price}`}
              style={value === plan.role ? SELECTED : undefined}
            >
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator mt={2} />
                <Stack gap={2}>
                  <Text fw={600} size="sm">
                    {plan.name}
                  </Text>
                  <Text fw={700} c="blue.9">
                    {price}
                  </Text>
                </Stack>
              </Group>
            </Radio.Card>
          )
        })}
      </SimpleGrid>
    </Radio.Group>
  )
}
