import { Paper, Stack, Tabs } from '@mantine/core'
import {
  IconBell,
  IconCategory,
  IconChartLine,
  IconCreditCard,
  IconGasStation,
  IconMail,
  IconServer,
  IconShieldLock,
} from '@tabler/icons-react'
import { useSearchParams } from 'react-router'
import { TwoFactorPanel } from '@/web/components/two-factor/two-factor-panel'
import { PageTitle } from '@/web/components/ui/page-title'
import { EmailSettingsForm } from '@/web/features/admin/components/email-settings-form'
import { SecuritySettingsForm } from '@/web/features/auth/admin/components/security-settings-form'
import { PaymentGatewayForm } from '@/web/features/billing/admin/components/payment-gateway-form'
import { CategoriesPanel } from '@/web/features/categories/admin/components/categories-panel'
import { IftaRatesPanel } from '@/web/features/ifta/admin/components/ifta-rates-panel'
import { NotificationSettingsForm } from '@/web/features/notifications/admin/components/notification-settings-form'
import { TbillYieldsPanel } from '@/web/features/reserves/admin/components/tbill-yields-panel'
import { BackupsPanel } from '@/web/features/system/admin/components/backups-panel'
import { SupportContactForm } from '@/web/features/system/admin/components/support-contact-form'
import { SystemStatusPanel } from '@/web/features/system/admin/components/system-status-panel'

/** The settings admins change at run time, and the system's state; each tab saves on its own. */
const TABS = [
  'payments',
  'email',
  'notifications',
  'security',
  'categories',
  'ifta',
  'tbill',
  'system',
] as const

export function AdminSettingsPage() {
  // ?tab=system opens a tab directly (the help pages link to one).
  const [params, setParams] = useSearchParams()
  const asked = params.get('tab')
  const tab = TABS.find((t) => t === asked) ?? 'payments'
  return (
    <>
      <PageTitle title="Settings" />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Tabs
          value={tab}
          onChange={(value) => value && setParams({ tab: value }, { replace: true })}
          keepMounted={false}
        >
          <Tabs.List mb="md">
            <Tabs.Tab value="payments" leftSection={<IconCreditCard size={16} />}>
              Payment Gateways
            </Tabs.Tab>
            <Tabs.Tab value="email" leftSection={<IconMail size={16} />}>
              Email Settings
            </Tabs.Tab>
            <Tabs.Tab value="notifications" leftSection={<IconBell size={16} />}>
              Notifications
            </Tabs.Tab>
            <Tabs.Tab value="security" leftSection={<IconShieldLock size={16} />}>
              Security
            </Tabs.Tab>
            <Tabs.Tab value="categories" leftSection={<IconCategory size={16} />}>
              Categories
            </Tabs.Tab>
            <Tabs.Tab value="ifta" leftSection={<IconGasStation size={16} />}>
              IFTA Rates
            </Tabs.Tab>
            <Tabs.Tab value="tbill" leftSection={<IconChartLine size={16} />}>
              T-Bill Yields
            </Tabs.Tab>
            <Tabs.Tab value="system" leftSection={<IconServer size={16} />}>
              System
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="payments">
            <PaymentGatewayForm />
          </Tabs.Panel>
          <Tabs.Panel value="email">
            <EmailSettingsForm />
          </Tabs.Panel>
          <Tabs.Panel value="notifications">
            <NotificationSettingsForm />
          </Tabs.Panel>
          <Tabs.Panel value="security">
            <Stack gap="lg">
              <SecuritySettingsForm />
              <TwoFactorPanel />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="categories">
            <CategoriesPanel />
          </Tabs.Panel>
          <Tabs.Panel value="ifta">
            <IftaRatesPanel />
          </Tabs.Panel>
          <Tabs.Panel value="tbill">
            <TbillYieldsPanel />
          </Tabs.Panel>
          <Tabs.Panel value="system">
            <Stack gap="lg">
              <SupportContactForm />
              <BackupsPanel />
              <SystemStatusPanel />
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </>
  )
}
