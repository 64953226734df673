import { once } from 'node:events'
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ReceivedSms {
  to: string
  text: string
  contentType: string | undefined
}

/** How the receiver answers: 200, 500, or never (until it is closed). */
export type SmsReceiverMode = 'ok' | 'fail' | 'hang'

export interface SmsReceiver {
  /** For SMS_WEBHOOK_URL. */
  url: string
  mode: SmsReceiverMode
  /** Every text it accepted (mode `ok`). */
  received: ReceivedSms[]
  /** Every request it got, whatever it answered. */
  requests: number
  /** The texts to `number`, oldest first. */
  textsTo(number: string): ReceivedSms[]
  close(): Promise<void>
}

/**
 * A local HTTP receiver standing in for the SMS gateway the club POSTs `{to, text}` to. The club
 * waits for the gateway's answer, so a text is here by the time the API has answered.
 */
export async function startSmsReceiver(): Promise<SmsReceiver> {
  const hanging: ServerResponse[] = []
  const receiver = { mode: 'ok' as SmsReceiverMode, received: [] as ReceivedSms[], requests: 0 }
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      receiver.requests++
      if (receiver.mode === 'hang') return void hanging.push(res)
      if (receiver.mode === 'fail') return void res.writeHead(500).end('gateway down')
      const { to, text } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { to: string; text: string }
      receiver.received.push({ to, text, contentType: req.headers['content-type'] })
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"queued"}')
    })
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo

  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}/sms`,
    textsTo: (number: string) => receiver.received.filter((m) => m.to === number),
    close: async () => {
      for (const res of hanging) res.destroy()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  })
}

/** An SMS_WEBHOOK_URL where nothing listens: a port just freed. */
export async function unreachableUrl(): Promise<string> {
  const receiver = await startSmsReceiver()
  await receiver.close()
  return receiver.url
}
