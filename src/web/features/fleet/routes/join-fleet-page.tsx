import { Alert, Button, Paper, Stack, Text } from '@mantine/core'
import { IconTruck } from '@tabler/icons-react'
import { Link, useNavigate, useParams } from 'react-router'
import { FLEET_MESSAGES } from '@/contracts/fleet'
import { EmptyState } from '@/web/components/ui/empty-state'
import { PageLoader } from '@/web/components/ui/page-loader'
import { PageTitle } from '@/web/components/ui/page-title'
import { useAcceptInvite } from '@/web/features/fleet/api/fleet-api'
import { errorText } from '@/web/lib/api'
import { useFleetInvitePreview } from '@/web/lib/fleet-invite'
import { notifySuccess } from '@/web/lib/notify'
import { useSession } from '@/web/lib/session'

/** /fleet/join/:token: the invited driver (signed in) sees the fleet and joins it. */
export function JoinFleetPage() {
  const { token = '' } = useParams()
  const preview = useFleetInvitePreview(token)
  const accept = useAcceptInvite()
  const navigate = useNavigate()
  const me = useSession().data
  const data = preview.data
  const otherEmail = data && me && data.email.toLowerCase() !== me.email.toLowerCase()

  return (
    <>
      <PageTitle title="Join a Fleet" />
      {preview.isPending && <PageLoader />}
      {preview.isError && (
        <Paper withBorder radius="md">
          <EmptyState
            icon={IconTruck}
            title="This invitation cannot be used"
            description={errorText(preview.error, FLEET_MESSAGES.inviteNotFound)}
            action={
              <Button component={Link} to="/dashboard" variant="light">
                Return to Dashboard
              </Button>
            }
          />
        </Paper>
      )}
      {data && (
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} maw={560}>
          <Stack gap="sm">
            <Text>
              <b>{data.managerName}</b> invites you to drive for <b>{data.fleetName}</b>. Once you join, your
              settlements, expenses and miles are shared with your fleet manager, and you can tag them with
              the fleet&apos;s trucks. You can be in one fleet at a time.
            </Text>
            {otherEmail && (
              <Alert color="orange" variant="light">
                This invitation was sent to {data.email}, and you are signed in as {me.email}.{' '}
                {FLEET_MESSAGES.inviteOtherEmail}
              </Alert>
            )}
            {accept.isError && (
              <Alert color="red" variant="light" role="alert">
                {errorText(accept.error, 'Failed to join the fleet')}
              </Alert>
            )}
            <Button
              disabled={Boolean(otherEmail)}
              loading={accept.isPending}
              onClick={() =>
                accept.mutate(token, {
                  onSuccess: () => {
                    notifySuccess(FLEET_MESSAGES.joined)
                    navigate('/dashboard')
                  },
                })
              }
            >
              Join {data.fleetName}
            </Button>
          </Stack>
        </Paper>
      )}
    </>
  )
}
