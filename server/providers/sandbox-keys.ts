/**
 * The RSA key pairs of the payment and Alipay sandboxes (development and tests only; production never runs a
 * sandbox). The emulators need real keys and never committed ones, and generating the four 2048-bit pairs took ~1 s
 * of every development start (issue 20: warm restart ≤ 2 s). So a server on an embedded data directory keeps them
 * there (`sandbox-keys.json`, readable by its owner only) and a restart reads them back; elsewhere (PostgreSQL,
 * an in-memory database, tests) they are generated once per process, when a sandbox first needs them.
 */
import crypto from 'crypto'
import fs from 'fs'
import path from 'path'

export const SANDBOX_KEYS_FILE = 'sandbox-keys.json'

interface KeyPair {
  privateKeyPem: string
  publicKeyPem: string
}

/** the four pairs: the sandbox app's and Alipay's; the merchant's and the WeChat Pay platform's */
export interface SandboxKeyPairs {
  alipayApp: KeyPair
  alipay: KeyPair
  wechatMerchant: KeyPair
  wechatPlatform: KeyPair
}

const NAMES: Array<keyof SandboxKeyPairs> = ['alipayApp', 'alipay', 'wechatMerchant', 'wechatPlatform']

let keys: SandboxKeyPairs | null = null
let keptIn: string | null = null

function generatePair(): KeyPair {
  const p = crypto.generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  })
  return { privateKeyPem: p.privateKey, publicKeyPem: p.publicKey }
}

/** the pairs a file holds, or null when it is missing, unreadable or not four whole pairs (they are made anew) */
function readKeys(file: string): SandboxKeyPairs | null {
  try {
    const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<SandboxKeyPairs>
    for (const n of NAMES) {
      const p = raw[n]
      if (!p || typeof p.privateKeyPem !== 'string' || typeof p.publicKeyPem !== 'string') return null
      // a damaged key would fail every signature later, far from the cause: checked here
      crypto.createPrivateKey(p.privateKeyPem)
      crypto.createPublicKey(p.publicKeyPem)
    }
    return raw as SandboxKeyPairs
  } catch {
    return null
  }
}

function writeKeys(file: string, k: SandboxKeyPairs): void {
  try {
    const tmp = `${file}.tmp-${process.pid}`
    fs.writeFileSync(tmp, JSON.stringify(k), { mode: 0o600 })
    fs.renameSync(tmp, file)
  } catch {
    // a read-only directory: the keys serve this process and are made again next time
  }
}

/** Keep the pairs in `dataDir` (an embedded database's directory): read from there, or made and saved there. */
export function keepSandboxKeysIn(dataDir: string): void {
  keptIn = dataDir
}

/** the sandbox key pairs, made (or read back from the data directory) on first use */
export function sandboxKeys(): SandboxKeyPairs {
  if (keys) return keys
  const file = keptIn ? path.join(keptIn, SANDBOX_KEYS_FILE) : null
  keys = file ? readKeys(file) : null
  if (!keys) {
    keys = { alipayApp: generatePair(), alipay: generatePair(), wechatMerchant: generatePair(), wechatPlatform: generatePair() }
    if (file) writeKeys(file, keys)
  }
  return keys
}
