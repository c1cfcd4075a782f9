import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local stand-in for an S3-compatible service (outside this machine in production): path-style
 * PUT, GET and DELETE of objects, refusing requests without an AWS v4 signature.
 */
export async function startFakeS3() {
  const objects = new Map<string, { body: Buffer; type: string }>()
  const requests: { method: string; path: string; signed: boolean }[] = []
  /** Requests of a method answered 503 before the service works again (an outage). */
  const outages = new Map<string, number>()
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks)
  }
  const server = createServer(async (req, res) => {
    const key = decodeURIComponent(new URL(req.url ?? '/', 'http://s3').pathname)
    const signed = /^AWS4-HMAC-SHA256 Credential=\S+, SignedHeaders=\S+, Signature=[0-9a-f]{64}$/.test(
      req.headers.authorization ?? '',
    )
    requests.push({ method: req.method ?? '', path: key, signed })
    if (!signed) {
      res.writeHead(403).end('<Error><Code>AccessDenied</Code></Error>')
      return
    }
    const failing = outages.get(req.method ?? '') ?? 0
    if (failing > 0) {
      outages.set(req.method ?? '', failing - 1)
      res.writeHead(503).end('<Error><Code>SlowDown</Code></Error>')
      return
    }
    if (req.method === 'PUT') {
      objects.set(key, { body: await readBody(req), type: req.headers['content-type'] ?? '' })
      res.writeHead(200).end()
    } else if (req.method === 'GET') {
      const object = objects.get(key)
      if (!object) res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>')
      else res.writeHead(200, { 'content-type': object.type }).end(object.body)
    } else if (req.method === 'DELETE') {
      objects.delete(key)
      res.writeHead(204).end()
    } else {
      res.writeHead(405).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    /** The next `times` requests of `method` fail with 503. */
    failNext: (method: string, times: number) => outages.set(method, times),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
