import { Alert, Anchor, List, Text } from '@mantine/core'
import { IconEye } from '@tabler/icons-react'
import { useNavigate, useParams } from 'react-router'
import { IFTA_MESSAGES } from '@/contracts/ifta'
import { BackLink } from '@/web/components/ui/back-link'
import { PageLoader } from '@/web/components/ui/page-loader'
import { PageTitle } from '@/web/components/ui/page-title'
import { useFuelPurchase, useUpdateFuelPurchase } from '@/web/features/ifta/api/fuel-api'
import { FuelForm } from '@/web/features/ifta/components/fuel-form'
import { IftaAccess } from '@/web/features/ifta/components/ifta-access'
import { RecordNotFound } from '@/web/features/ifta/components/record-not-found'
import { valuesFromPurchase } from '@/web/features/ifta/lib/fuel-form-values'
import { IFTA_NOTICES } from '@/web/features/ifta/lib/ifta-labels'
import { formatDate } from '@/web/lib/format'
import { notifySuccess } from '@/web/lib/notify'

export function FuelEditPage() {
  return (
    <IftaAccess>
      <EditPurchase />
    </IftaAccess>
  )
}

function EditPurchase() {
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const purchase = useFuelPurchase(id)
  const update = useUpdateFuelPurchase(id)

  if (purchase.isPending) return <PageLoader />
  if (purchase.isError)
    return (
      <RecordNotFound
        error={purchase.error}
        onRetry={() => purchase.refetch()}
        notFoundTitle={IFTA_MESSAGES.purchaseNotFound}
        backTo="/ifta/fuel"
        backLabel="Back to Fuel"
      />
    )
  const locked = purchase.data.locked
  return (
    <>
      <BackLink to="/ifta/fuel" label="Back to Fuel" />
      <PageTitle
        title={`${locked ? 'Fuel purchase' : 'Edit fuel purchase'} of ${formatDate(purchase.data.date)}`}
      />
      {purchase.data.review && !locked && (
        // Read from a receipt: what the reader was unsure of, checked by saving the purchase.
        <Alert color="orange" icon={<IconEye size={20} />} title="Read from a receipt: check it" mb="md">
          <Text size="sm">Compare it with the receipt, put right what differs, then save it.</Text>
          {purchase.data.review.issues.length > 0 && (
            <List size="sm" mt={4}>
              {purchase.data.review.issues.map((issue) => (
                <List.Item key={issue}>{issue}</List.Item>
              ))}
            </List>
          )}
          {purchase.data.documentId && (
            <Anchor
              href={`/api/documents/${purchase.data.documentId}/file`}
              target="_blank"
              size="sm"
              c="inherit"
              underline="always"
            >
              Open the receipt
            </Anchor>
          )}
        </Alert>
      )}
      <FuelForm
        key={`${purchase.data.updatedAt}-${locked}`}
        initialValues={valuesFromPurchase(purchase.data)}
        submitLabel="Save Changes"
        cancelTo="/ifta/fuel"
        failureMessage={IFTA_NOTICES.purchaseSaveFailed}
        save={update}
        locked={locked}
        onSaved={() => {
          notifySuccess(IFTA_NOTICES.purchaseUpdated)
          navigate('/ifta/fuel')
        }}
      />
    </>
  )
}
