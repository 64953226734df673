import { hash, verify } from '@node-rs/argon2'

// argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane), which are also the library defaults.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS)
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false)
}
