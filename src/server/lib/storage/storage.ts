/**
 * Where uploaded files live. Keys are opaque paths chosen by the server (`<userId>/<uuid>`), never
 * a name from the browser.
 */
export interface Storage {
  put(key: string, bytes: Uint8Array, mediaType: string): Promise<void>
  /** The bytes, or null when no object has that key. */
  get(key: string): Promise<Uint8Array | null>
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>
  /** At start-up: removes what writes cut short by a crash left behind; returns how many. */
  removeLeftovers(): Promise<number>
}

export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3'
      endpoint: string
      bucket: string
      region: string
      accessKeyId: string
      secretAccessKey: string
    }
