/**
 * Where uploaded image variants live (issue 20). The product keeps the files behind this port so
 * an S3-compatible adapter can take the local disk's place: keys are '/'-separated, made of ids
 * and formats only (`${restaurantId}/${mediaId}/${width}.${format}`), and files are never edited —
 * a replaced image gets new keys and the old ones are removed.
 */
export interface MediaStorage {
  /** writes one file; a key written twice holds the second bytes */
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** the file's bytes, or undefined when there is none */
  read(key: string): Promise<Buffer | undefined>;
  /** removes every file whose key starts with `prefix` + '/'; removing nothing is no error */
  removeAll(prefix: string): Promise<void>;
}

/** The folder of one image's variants. */
export const mediaPrefix = (restaurantId: number, mediaId: number) => `${restaurantId}/${mediaId}`;
export const variantKey = (restaurantId: number, mediaId: number, width: number, format: string) =>
  `${mediaPrefix(restaurantId, mediaId)}/${width}.${format}`;
