/**
 * Which network a client address belongs to, for per-address limits. An IPv4 address is one subscriber (or one NAT),
 * but an IPv6 subscriber is handed a whole /64 (often a /56 or /48): counting per full IPv6 address would give one
 * phone 2^64 fresh allowances. So an IPv6 client is counted by its /64 (its "address" for every per-address limit)
 * and, with a higher limit, by its /48 (one site or one customer of a provider).
 */
import net from 'net'

export interface ClientNetworks {
  /** the IPv4 address, or the IPv6 /64 written as `2001:db8:1:2::/64` */
  address: string
  /** the IPv6 /48 (`2001:db8:1::/48`); null for IPv4 */
  net48: string | null
}

/** the eight 16-bit groups of an IPv6 address (an embedded IPv4 tail included), or null when it is not one */
export function ipv6Groups(ip: string): number[] | null {
  let s = ip.split('%')[0] // a zone index names the interface, not the host
  if (!net.isIPv6(s)) return null
  const tail = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(s)
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number)
    s = `${s.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head, rest] = s.split('::')
  const h = head ? head.split(':') : []
  const r = rest === undefined ? [] : rest ? rest.split(':') : []
  const fill = rest === undefined ? 0 : 8 - h.length - r.length
  const groups = [...h, ...Array.from({ length: fill }, () => '0'), ...r].map((g) => parseInt(g, 16))
  return groups.length === 8 && groups.every((g) => g >= 0 && g <= 0xffff) ? groups : null
}

const hex = (gs: number[]) => gs.map((g) => g.toString(16)).join(':')

export function clientNetworks(ip: string): ClientNetworks {
  const g = ipv6Groups(ip)
  if (!g) return { address: ip, net48: null }
  // an IPv4 client seen through a dual-stack socket (::ffff:1.2.3.4) is that IPv4 address
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) {
    return { address: `${g[6] >> 8}.${g[6] & 0xff}.${g[7] >> 8}.${g[7] & 0xff}`, net48: null }
  }
  return { address: `${hex(g.slice(0, 4))}::/64`, net48: `${hex(g.slice(0, 3))}::/48` }
}
