import { BlockList, isIP } from 'node:net'
import type { TLSSocket } from 'node:tls'
import type { HttpBindings } from '@hono/node-server'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../deps.ts'

/** Who sent a request: their address, and whether they reached the club over https. */
export interface Client {
  address: string
  https: boolean
}

const CIDR = /^(?<address>[^/]+)\/(?<prefix>\d{1,3})$/

/** A TRUST_PROXY entry: an IP address, a CIDR range (10.0.0.0/8) or `loopback`. */
export function isProxyEntry(entry: string): boolean {
  if (entry === 'loopback' || isIP(entry)) return true
  const range = CIDR.exec(entry)?.groups
  return !!range && isIP(range.address!) > 0 && Number(range.prefix) <= (isIP(range.address!) === 4 ? 32 : 128)
}

/** Whether an address belongs to a trusted proxy; anything that is not an IP address does not. */
export function proxyTrust(entries: string[]): (address: string) => boolean {
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

/**
 * X-Forwarded-For and X-Forwarded-Proto are believed only from a trusted proxy: anyone else can
 * write them. The client is then the nearest address in X-Forwarded-For that is not a trusted proxy
 * itself; entries further left were written by the client and prove nothing. The protocol is the
 * first one named, the one the client used to reach the outermost proxy.
 */
export function resolveClient(
  peer: { address: string; encrypted: boolean },
  forwarded: { for?: string | undefined; proto?: string | undefined },
  trusted: (address: string) => boolean,
): Client {
  if (!trusted(peer.address)) return { address: peer.address, https: peer.encrypted }
  let address = peer.address
  const hops = (forwarded.for ?? '').split(',').map((hop) => hop.trim()).filter(Boolean)
  for (const hop of hops.reverse()) {
    address = hop
    if (!trusted(hop)) break
  }
  const proto = forwarded.proto?.split(',')[0]?.trim().toLowerCase()
  return { address, https: proto ? proto === 'https' : peer.encrypted }
}

/** Reads who the client is once per request (`c.var.client`), for rate limits and cookies. */
export function readClient(trustProxy: string[]): MiddlewareHandler<AppEnv> {
  const trusted = proxyTrust(trustProxy)
  return async (c, next) => {
    // No socket when the app is called in-process (app.request) rather than through the Node server.
    const socket = (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket as Partial<TLSSocket> | undefined
    const peer = { address: socket?.remoteAddress ?? 'unknown', encrypted: socket?.encrypted === true }
    c.set('client', resolveClient(peer, { for: c.req.header('x-forwarded-for'), proto: c.req.header('x-forwarded-proto') }, trusted))
    await next()
  }
}
