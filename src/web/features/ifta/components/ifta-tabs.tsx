import { Tabs } from '@mantine/core'
import { IconCalendarStats, IconGasStation, IconRoute } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useNavigate } from 'react-router'

type Tab = 'quarters' | 'trips' | 'fuel'
const PATHS: Record<Tab, string> = { quarters: '/ifta', trips: '/ifta/trips', fuel: '/ifta/fuel' }

/** The quarters, the trips and the fuel an IFTA return is built from: three tabs, each its own address. */
export function IftaTabs({ active, children }: { active: Tab; children: ReactNode }) {
  const navigate = useNavigate()
  return (
    <Tabs value={active} onChange={(tab) => navigate(PATHS[(tab ?? 'quarters') as Tab])}>
      <Tabs.List mb="md">
        <Tabs.Tab value="quarters" leftSection={<IconCalendarStats size={16} aria-hidden />}>
          Quarters
        </Tabs.Tab>
        <Tabs.Tab value="trips" leftSection={<IconRoute size={16} aria-hidden />}>
          Trips
        </Tabs.Tab>
        <Tabs.Tab value="fuel" leftSection={<IconGasStation size={16} aria-hidden />}>
          Fuel
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="quarters">{active === 'quarters' && children}</Tabs.Panel>
      <Tabs.Panel value="trips">{active === 'trips' && children}</Tabs.Panel>
      <Tabs.Panel value="fuel">{active === 'fuel' && children}</Tabs.Panel>
    </Tabs>
  )
}
