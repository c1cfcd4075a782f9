import { Group, Paper, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core'
import { IconChevronRight, IconTruck, IconUserShield, IconUsers } from '@tabler/icons-react'
import { Link } from 'react-router'
import type { Role } from '@/contracts/roles'
import { PageTitle } from '@/web/components/ui/page-title'
import { useSession } from '@/web/lib/session'

const SECTIONS: { to: string; icon: typeof IconTruck; title: string; description: string; roles?: Role[] }[] =
  [
    {
      to: '/settings/trucks',
      icon: IconTruck,
      title: 'Trucks',
      description:
        'Your trucks: unit, VIN, plate, weight, status and odometer; tag expenses, settlements and miles with them.',
    },
    {
      to: '/settings/access',
      icon: IconUserShield,
      title: 'Accountant Access',
      description:
        'Share your books with your accountant, read-only or read and write, and revoke it at any time.',
    },
    {
      to: '/settings/fleet',
      icon: IconUsers,
      title: 'My Fleet',
      description: 'The fleet you drive for: whether its manager may also change your records, or leave it.',
      roles: ['company_driver', 'owner_operator'],
    },
  ]

/** Settings: each section opens its own screen. */
export function SettingsPage() {
  const role = useSession().data?.role
  const sections = SECTIONS.filter((s) => !s.roles || (role !== undefined && s.roles.includes(role)))
  return (
    <>
      <PageTitle title="Settings" />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {sections.map(({ to, icon: SectionIcon, title, description }) => (
          <Paper key={to} withBorder radius="md">
            <UnstyledButton component={Link} to={to} w="100%" display="block">
              <Group p="md" wrap="nowrap">
                <ThemeIcon variant="light" size={40} radius="md">
                  <SectionIcon size={22} />
                </ThemeIcon>
                <div style={{ flex: 1 }}>
                  <Text fw={600}>{title}</Text>
                  <Text size="sm" c="dimmed">
                    {description}
                  </Text>
                </div>
                <IconChevronRight size={18} aria-hidden />
              </Group>
            </UnstyledButton>
          </Paper>
        ))}
      </SimpleGrid>
    </>
  )
}
