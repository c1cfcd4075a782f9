import { Paper } from '@mantine/core'
import { IconGasStation } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { keepsTrucks } from '@/contracts/access-policy'
import { EmptyState } from '@/web/components/ui/empty-state'
import { PageTitle } from '@/web/components/ui/page-title'
import { useRoleAllows } from '@/web/lib/session'

/** The IFTA screens are for the roles that keep trucks; anyone else reads who keeps these records. */
export function IftaAccess({ children }: { children: ReactNode }) {
  if (useRoleAllows(keepsTrucks)) return children
  return (
    <>
      <PageTitle title="IFTA" />
      <Paper withBorder radius="md">
        <EmptyState
          icon={IconGasStation}
          title="IFTA records are kept by owner-operators and fleet managers"
          description="They record each trip's miles by state and the fuel they buy, and file the quarterly fuel tax return here. A company driver's fuel tax is filed by the carrier; an accountant sees a client's IFTA records from the client's books."
        />
      </Paper>
    </>
  )
}
