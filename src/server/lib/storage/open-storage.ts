import { localStorage } from './local-storage.ts'
import { s3Storage } from './s3-storage.ts'
import type { Storage, StorageConfig } from './storage.ts'

export function openStorage(config: StorageConfig): Storage {
  return config.kind === 's3' ? s3Storage(config) : localStorage(config.dir)
}
