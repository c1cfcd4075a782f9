import { Button, Paper, Stack, Text } from '@mantine/core'
import { IconBuildingWarehouse, IconPlus } from '@tabler/icons-react'
import { Link } from 'react-router'
import { EmptyState } from '@/web/components/ui/empty-state'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { PageTitle } from '@/web/components/ui/page-title'
import { usePayers } from '@/web/features/loads/api/loads-api'
import { LoadsTabs } from '@/web/features/loads/components/loads-tabs'
import { PayerCard } from '@/web/features/loads/components/payer-card'

/** /loads/payers: the brokers and carriers who pay the user's loads, with their numbers and lease terms. */
export function PayersPage() {
  const payers = usePayers()
  return (
    <>
      <PageTitle title="Payers" />
      <LoadsTabs active="payers">
        <Text size="sm" c="dimmed" mb="md" maw={720}>
          A payer is added with the broker or carrier of each load. Leased on to a carrier for a percentage of
          each load? Enter it here: settlements are then checked against that percentage.
        </Text>
        {payers.isPending && <PageLoader />}
        {payers.isError && <LoadError title="Failed to load payers" onRetry={() => payers.refetch()} />}
        {payers.data?.items.length === 0 && (
          <Paper withBorder radius="md">
            <EmptyState
              icon={IconBuildingWarehouse}
              title="No payers yet"
              description="Each load's broker or carrier shows here once you add the load."
              action={
                <Button component={Link} to="/loads/new" leftSection={<IconPlus size={16} aria-hidden />}>
                  New Load
                </Button>
              }
            />
          </Paper>
        )}
        {payers.data && payers.data.items.length > 0 && (
          <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Payers">
            {payers.data.items.map((payer) => (
              <PayerCard key={`${payer.id}-${payer.name}`} payer={payer} />
            ))}
          </Stack>
        )}
      </LoadsTabs>
    </>
  )
}
