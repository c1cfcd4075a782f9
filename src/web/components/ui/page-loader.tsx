import { Center, Loader } from '@mantine/core'

export function PageLoader() {
  return (
    <Center mih={240} w="100%">
      <Loader aria-label="Loading" />
    </Center>
  )
}
