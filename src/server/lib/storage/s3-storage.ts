import { AwsClient } from 'aws4fetch'
import type { Storage, StorageConfig } from './storage.ts'

type S3Config = Extract<StorageConfig, { kind: 's3' }>

/** An S3-compatible bucket (AWS, MinIO, R2, …), addressed path-style: <endpoint>/<bucket>/<key>. */
export function s3Storage(config: S3Config): Storage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
    // A blip is retried here; a longer outage fails the call, and the job queue retries the job with
    // its own backoff instead of this call waiting ~50 s (aws4fetch's default of 10 retries).
    retries: 2,
  })
  const base = `${config.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(config.bucket)}`
  const urlFor = (key: string) => `${base}/${key.split('/').map(encodeURIComponent).join('/')}`
  const fail = async (action: string, key: string, response: Response) => {
    const body = (await response.text()).slice(0, 300)
    return new Error(`S3 ${action} ${key} failed with ${response.status}: ${body}`)
  }
  return {
    async put(key, bytes, mediaType) {
      const response = await client.fetch(urlFor(key), {
        method: 'PUT',
        body: bytes as Uint8Array<ArrayBuffer>,
        headers: { 'content-type': mediaType, 'content-length': String(bytes.byteLength) },
      })
      if (!response.ok) throw await fail('PUT', key, response)
    },
    async get(key) {
      const response = await client.fetch(urlFor(key))
      if (response.status === 404) return null
      if (!response.ok) throw await fail('GET', key, response)
      return new Uint8Array(await response.arrayBuffer())
    },
    async delete(key) {
      const response = await client.fetch(urlFor(key), { method: 'DELETE' })
      if (!response.ok && response.status !== 404) throw await fail('DELETE', key, response)
    },
    // An S3 PUT is atomic: a cut-short upload leaves no object behind.
    removeLeftovers: async () => 0,
  }
}
