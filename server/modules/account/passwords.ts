/** argon2id password hashes (PHC strings). Parameters follow OWASP's minimum for argon2id. */
import argon2 from 'argon2'

const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS)
}

let dummy: Promise<string> | null = null

/**
 * Checks a password. With no stored hash it still spends the time of a real check, so a wrong mobile
 * and a wrong password cannot be told apart by timing.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) {
    dummy ??= argon2.hash('dummy-password-for-timing-1', OPTIONS)
    await argon2.verify(await dummy, password).catch(() => false)
    return false
  }
  try {
    return await argon2.verify(hash, password)
  } catch {
    return false
  }
}
