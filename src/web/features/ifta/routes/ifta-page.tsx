import { Paper, Text } from '@mantine/core'
import { IFTA_MESSAGES } from '@/contracts/ifta'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { PageTitle } from '@/web/components/ui/page-title'
import { useIftaQuarters } from '@/web/features/ifta/api/ifta-api'
import { IftaAccess } from '@/web/features/ifta/components/ifta-access'
import { IftaActions } from '@/web/features/ifta/components/ifta-actions'
import { IftaTabs } from '@/web/features/ifta/components/ifta-tabs'
import { QuarterCards, QuartersTable } from '@/web/features/ifta/components/quarters-list'
import { useToday } from '@/web/lib/today'
import { usePhone } from '@/web/lib/use-phone'

/** /ifta: the quarters, each with its records and whether its return is filed. */
export function IftaPage() {
  return (
    <IftaAccess>
      <Quarters />
    </IftaAccess>
  )
}

function Quarters() {
  const quarters = useIftaQuarters()
  const today = useToday()
  const phone = usePhone()
  const Rows = phone ? QuarterCards : QuartersTable
  return (
    <>
      <PageTitle title="IFTA" actions={<IftaActions />} />
      <IftaTabs active="quarters">
        <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
          <Text size="sm" c="dimmed" mb="md">
            Each quarter’s fuel tax return is built from your trips (miles by state) and fuel purchases. It is
            due the last day of the month after the quarter, even for a quarter with no travel.
          </Text>
          {quarters.isPending && <PageLoader />}
          {quarters.isError && !quarters.data && (
            <LoadError title={IFTA_MESSAGES.loadFailed} onRetry={() => quarters.refetch()} />
          )}
          {quarters.data && <Rows quarters={quarters.data.items} today={today} />}
        </Paper>
      </IftaTabs>
    </>
  )
}
