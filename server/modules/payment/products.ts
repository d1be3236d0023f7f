/**
 * The price list (data/rules/products.json): this product's own, labelled so in the file. Read once per process and
 * checked at start: a malformed entry stops the start rather than sell something at a wrong price or grant.
 */
import fs from 'fs'
import path from 'path'
import { MEMBER_TYPE_VALUES } from '../../../types/membership'

export interface ProductDef {
  ProductId: string
  Name: string
  Kind: 'member' | 'audit'
  /** 分 */
  Price: number
  MemberType?: number
  Days?: number
  Description: string
}

export const PRODUCTS_FILE = path.resolve(__dirname, '../../../data/rules/products.json')

export function parseProducts(text: string, file = PRODUCTS_FILE): ProductDef[] {
  const raw = JSON.parse(text) as { products?: unknown }
  if (!Array.isArray(raw.products)) throw new Error(`${file}: "products" must be a list`)
  const seen = new Set<string>()
  return raw.products.map((p: Record<string, unknown>, i) => {
    const where = `${file}: products[${i}]`
    if (typeof p.ProductId !== 'string' || !/^[A-Z][A-Z0-9_]{0,31}$/.test(p.ProductId) || seen.has(p.ProductId))
      throw new Error(`${where}: ProductId missing, malformed or repeated`)
    seen.add(p.ProductId)
    if (typeof p.Name !== 'string' || !p.Name || p.Name.length > 64) throw new Error(`${where}: Name must be 1–64 characters`)
    // integer 分: a price of 19.8 would be 19.8 分, not 19.80 元
    if (!Number.isInteger(p.Price) || (p.Price as number) < 1 || (p.Price as number) > 10_000_000)
      throw new Error(`${where}: Price must be an integer number of 分, 1–10000000`)
    if (p.Kind !== 'member' && p.Kind !== 'audit') throw new Error(`${where}: Kind must be member or audit`)
    if (p.Kind === 'member') {
      if (!MEMBER_TYPE_VALUES.includes(p.MemberType as number)) throw new Error(`${where}: MemberType must be one of ${MEMBER_TYPE_VALUES.join(', ')}`)
      if (!Number.isInteger(p.Days) || (p.Days as number) < 1 || (p.Days as number) > 36500) throw new Error(`${where}: Days must be 1–36500`)
    }
    return {
      ProductId: p.ProductId,
      Name: p.Name,
      Kind: p.Kind,
      Price: p.Price as number,
      ...(p.Kind === 'member' ? { MemberType: p.MemberType as number, Days: p.Days as number } : {}),
      Description: typeof p.Description === 'string' ? p.Description : '',
    }
  })
}

let cached: ProductDef[] | null = null

export function products(): ProductDef[] {
  return (cached ??= parseProducts(fs.readFileSync(PRODUCTS_FILE, 'utf8')))
}

export const productById = (id: string) => products().find((p) => p.ProductId === id)
