import { Alert, Anchor, SimpleGrid, Stack } from '@mantine/core'
import { IconAlertTriangle, IconCheck, IconFlask } from '@tabler/icons-react'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { BILLING_MESSAGES } from '@/contracts/billing'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { PageTitle } from '@/web/components/ui/page-title'
import { useTestCatalogue, useTestCheckout } from '@/web/features/billing/admin/api/payments-api'
import {
  type CheckoutTarget,
  checkoutTargets,
  TestCheckoutList,
} from '@/web/features/billing/admin/components/test-checkout-list'
import {
  TestCheckoutResults,
  type TestResult,
} from '@/web/features/billing/admin/components/test-checkout-results'
import { errorText } from '@/web/lib/api'

/** The result of a target replaces its earlier one and moves to the top. */
function withResult(results: TestResult[], result: TestResult, moveToTop: boolean): TestResult[] {
  const key = result.target.key
  if (moveToTop) return [result, ...results.filter((r) => r.target.key !== key)]
  return results.map((r) => (r.target.key === key ? result : r))
}

/** /test/stripe: real checkout sessions in the provider's sandbox for every item of the catalogue. */
export function StripeTestPage() {
  const catalogue = useTestCatalogue()
  const checkout = useTestCheckout()
  const [results, setResults] = useState<TestResult[]>([])
  const [params] = useSearchParams()
  const outcome = params.get('result')

  const runTest = async (target: CheckoutTarget) => {
    setResults((prev) => withResult(prev, { target, state: 'pending' }, true))
    try {
      // mutateAsync, not mutate: several tests may run at once and each needs its own answer.
      const session = await checkout.mutateAsync({ item: target.item.id, interval: target.interval })
      setResults((prev) =>
        withResult(prev, { target, state: 'success', sessionId: session.id, url: session.url }, false),
      )
    } catch (error) {
      const reason = errorText(error, BILLING_MESSAGES.unreachable)
      const message = BILLING_MESSAGES.testFailedFor(target.item.name, target.intervalLabel, reason)
      setResults((prev) => withResult(prev, { target, state: 'failed', message }, false))
    }
  }

  const running = new Set(results.filter((r) => r.state === 'pending').map((r) => r.target.key))
  return (
    <>
      <PageTitle title="Payment Provider Test" />
      <Stack gap="md">
        <Alert color="blue" variant="light" icon={<IconFlask size={18} />} title="Sandbox only">
          Each Test creates a real checkout session in the payment provider’s test mode; the server refuses
          when the gateway is set to Production. Pay with card 4242 4242 4242 4242, any future date and any
          CVC: nothing is charged.
        </Alert>
        {outcome === 'success' && (
          <Alert color="green" variant="light" icon={<IconCheck size={18} />}>
            The test checkout was completed; its payment appears under Payments once the webhook confirms it.
          </Alert>
        )}
        {outcome === 'canceled' && (
          <Alert color="gray" variant="light">
            The test checkout was canceled.
          </Alert>
        )}
        {catalogue.data && !catalogue.data.paymentsEnabled && (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />}>
            {BILLING_MESSAGES.paymentsOff}{' '}
            <Anchor component={Link} to="/admin/settings" size="sm">
              Open the payment gateway settings
            </Anchor>
          </Alert>
        )}
        {catalogue.isPending && <PageLoader />}
        {catalogue.isError && !catalogue.data && (
          <LoadError title="Failed to load the plans" onRetry={() => void catalogue.refetch()} />
        )}
        {catalogue.data && (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <TestCheckoutList
              targets={checkoutTargets(catalogue.data.items)}
              running={running}
              onTest={(target) => void runTest(target)}
            />
            <div>
              <TestCheckoutResults results={results} />
            </div>
          </SimpleGrid>
        )}
      </Stack>
    </>
  )
}
