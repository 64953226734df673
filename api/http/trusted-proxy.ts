import { BlockList, isIP } from 'node:net'
import type { TLSSocket } from 'node:tls'
import type { HttpBindings } from '@hono/node-server'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../deps.ts'

/** Who sent a request: their address, whether they reached the club over https, and at which address. */
export interface Client {
  address: string
  https: boolean
  /** `scheme://host[:port]` the browser asked for; undefined when the Host it names is missing or malformed. */
  origin: string | undefined
}

/** The headers a request names its client and its host by; the X-Forwarded ones count only from a trusted proxy. */
export interface ClientHeaders {
  host?: string | undefined
  forwardedFor?: string | undefined
  forwardedProto?: string | undefined
  forwardedHost?: string | undefined
}

/** A host name, IPv4 or bracketed IPv6 address, with an optional port: nothing that could bend a URL. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/

const CIDR = /^(?<address>[^/]+)\/(?<prefix>\d{1,3})$/

/** A TRUST_PROXY entry: an IP address, a CIDR range (10.0.0.0/8) or `loopback`. */
export function isProxyEntry(entry: string): boolean {
  if (entry === 'loopback' || isIP(entry)) return true
  const range = CIDR.exec(entry)?.groups
  return !!range && isIP(range.address!) > 0 && Number(range.prefix) <= (isIP(range.address!) === 4 ? 32 : 128)
}

/** Whether an address belongs to a trusted proxy; anything that is not an IP address does not. */
export function proxyTrust(entries: string[]): (address: string) => boolean {
  // Most clubs trust none, and a BlockList check costs a native address object each time.
  if (entries.length === 0) return () => false
  const list = new BlockList()
  for (const entry of entries) {
    const range = CIDR.exec(entry)?.groups
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4')
      list.addAddress('::1', 'ipv6')
    } else if (range) list.addSubnet(range.address!, Number(range.prefix), isIP(range.address!) === 6 ? 'ipv6' : 'ipv4')
    else list.addAddress(entry, isIP(entry) === 6 ? 'ipv6' : 'ipv4')
  }
  return (address) => {
    const family = isIP(address)
    return family > 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4')
  }
}

const first = (list: string | undefined) => list?.split(',')[0]?.trim().toLowerCase() || undefined
const originOf = (https: boolean, host: string | undefined) => (host && HOST.test(host) ? `${https ? 'https' : 'http'}://${host}` : undefined)

/**
 * X-Forwarded-For, -Proto and -Host are believed only from a trusted proxy: anyone else can write
 * them. The client is then the nearest address in X-Forwarded-For that is not a trusted proxy
 * itself; entries further left were written by the client and prove nothing. The protocol and
 * host are the first ones named, those the client used to reach the outermost proxy.
 */
export function resolveClient(peer: { address: string; encrypted: boolean }, headers: ClientHeaders, trusted: (address: string) => boolean): Client {
  if (!trusted(peer.address)) return { address: peer.address, https: peer.encrypted, origin: originOf(peer.encrypted, first(headers.host)) }
  let address = peer.address
  const hops = (headers.forwardedFor ?? '').split(',').map((hop) => hop.trim()).filter(Boolean)
  for (const hop of hops.reverse()) {
    address = hop
    if (!trusted(hop)) break
  }
  const proto = first(headers.forwardedProto)
  const https = proto ? proto === 'https' : peer.encrypted
  return { address, https, origin: originOf(https, first(headers.forwardedHost) ?? first(headers.host)) }
}

/** Reads who the client is once per request (`c.get('client')`), for rate limits, cookies and emailed links. */
export function readClient(trustProxy: string[]): MiddlewareHandler<AppEnv> {
  const trusted = proxyTrust(trustProxy)
  return (c, next) => {
    // No socket when the app is called in-process (app.request) rather than through the Node server.
    const socket = (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket as Partial<TLSSocket> | undefined
    const peer = { address: socket?.remoteAddress ?? 'unknown', encrypted: socket?.encrypted === true }
    const headers = { host: c.req.header('host'), forwardedFor: c.req.header('x-forwarded-for'), forwardedProto: c.req.header('x-forwarded-proto'), forwardedHost: c.req.header('x-forwarded-host') }
    c.set('client', resolveClient(peer, headers, trusted))
    return next()
  }
}
