import { hash, verify } from '@node-rs/argon2';

/** OWASP password storage: argon2id, 19 MiB, 2 iterations, parallelism 1. */
export const argon2Options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, argon2Options);
}

export function verifyPassword(hashed: string, plain: string): Promise<boolean> {
  return verify(hashed, plain);
}
