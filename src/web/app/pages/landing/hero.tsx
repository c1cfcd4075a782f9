import { Badge, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core'
import { IconArrowRight } from '@tabler/icons-react'
import { Link } from 'react-router'
import { scrollToSection } from './scroll-to-section'

export function Hero() {
  return (
    <Box
      component="section"
      py={{ base: 56, sm: 96 }}
      style={{
        background:
          'linear-gradient(135deg, var(--mantine-color-blue-9) 0%, var(--mantine-color-blue-7) 55%, var(--mantine-color-cyan-6) 100%)',
      }}
    >
      <Container size="md">
        <Stack align="center" ta="center" gap="lg">
          <Badge variant="white" color="blue" size="lg" radius="sm">
            Bookkeeping built for trucking
          </Badge>
          <Title order={1} c="white" fz={{ base: 34, sm: 52 }} lh={1.15}>
            Keep every mile of your business on the books
          </Title>
          <Text c="blue.0" fz={{ base: 'md', sm: 'xl' }} maw={640}>
            Settlements, expenses, profit and loss and tax records for company drivers, owner-operators and
            fleets, in one place.
          </Text>
          <Group justify="center" gap="sm">
            <Button
              component={Link}
              to="/register"
              size="lg"
              color="white"
              c="blue.8"
              variant="filled"
              rightSection={<IconArrowRight size={18} />}
            >
              Start Your Free Trial
            </Button>
            <Button
              component="a"
              href="#pricing"
              size="lg"
              variant="outline"
              color="white"
              onClick={scrollToSection('pricing')}
            >
              View Pricing
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  )
}
