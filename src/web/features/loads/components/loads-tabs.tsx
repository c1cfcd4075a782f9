import { Tabs } from '@mantine/core'
import { IconBuildingWarehouse, IconTruckDelivery } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useNavigate } from 'react-router'

type Tab = 'loads' | 'payers'
const PATHS: Record<Tab, string> = { loads: '/loads', payers: '/loads/payers' }

/**
 * Loads and the payers who pay them: two tabs, each its own address. Both panels are there (each
 * tab names its panel), the open one with the page's content.
 */
export function LoadsTabs({ active, children }: { active: Tab; children: ReactNode }) {
  const navigate = useNavigate()
  return (
    <Tabs value={active} onChange={(tab) => navigate(PATHS[(tab ?? 'loads') as Tab])}>
      <Tabs.List mb="md">
        <Tabs.Tab value="loads" leftSection={<IconTruckDelivery size={16} aria-hidden />}>
          Loads
        </Tabs.Tab>
        <Tabs.Tab value="payers" leftSection={<IconBuildingWarehouse size={16} aria-hidden />}>
          Payers
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="loads">{active === 'loads' && children}</Tabs.Panel>
      <Tabs.Panel value="payers">{active === 'payers' && children}</Tabs.Panel>
    </Tabs>
  )
}
