import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core'
import { IconCheck } from '@tabler/icons-react'
import { Link } from 'react-router'
import { PLANS } from '@/contracts/plans'
import { formatMoney } from '@/web/lib/format'

const POPULAR = 'owner_operator'

export function PricingSection() {
  return (
    <Box
      component="section"
      id="pricing"
      bg="gray.0"
      py={{ base: 48, sm: 80 }}
      style={{ scrollMarginTop: 64 }}
    >
      <Container size="lg">
        <Stack align="center" ta="center" gap="xs" mb={40}>
          <Title order={2} fz={{ base: 26, sm: 34 }}>
            Simple, transparent pricing
          </Title>
          <Text c="dimmed" maw={560}>
            Pick the plan that matches how you drive. Every plan starts with a free trial.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {PLANS.map((plan) => {
            const popular = plan.role === POPULAR
            return (
              <Card
                key={plan.role}
                withBorder
                radius="md"
                padding="xl"
                shadow={popular ? 'md' : undefined}
                style={popular ? { borderColor: 'var(--mantine-color-blue-5)', borderWidth: 2 } : undefined}
                component="article"
                aria-label={`${plan.name} plan`}
              >
                <Group justify="space-between" mb="xs">
                  <Title order={3} fz="xl">
                    {plan.name}
                  </Title>
                  {popular && <Badge variant="light">Most popular</Badge>}
                </Group>
                <Text size="sm" c="dimmed" mb="md" mih={40}>
                  {plan.description}
                </Text>
                <Group gap={4} align="baseline" mb="lg">
                  <Text fz={36} fw={800} lh={1}>
                    {formatMoney(plan.priceCents)}
                  </Text>
                  <Text c="dimmed">/month</Text>
                </Group>
                <List
                  spacing="xs"
                  size="sm"
                  mb="xl"
                  style={{ flex: 1 }}
                  icon={
                    <ThemeIcon size={20} radius="xl" color="green" variant="light" aria-hidden>
                      <IconCheck size={13} />
                    </ThemeIcon>
                  }
                >
                  {plan.features.map((feature) => (
                    <List.Item key={feature}>{feature}</List.Item>
                  ))}
                </List>
                <Button
                  component={Link}
                  to={`/register?role=${plan.role}`}
                  fullWidth
                  variant={popular ? 'filled' : 'light'}
                  aria-label={`Get Started with ${plan.name}`}
                >
                  Get Started
                </Button>
              </Card>
            )
          })}
        </SimpleGrid>
      </Container>
    </Box>
  )
}
