import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { parseMail, type MailMessage } from './mail-message.ts'
import { waitFor } from './wait-for.ts'

export interface ReceivedMail extends MailMessage {
  /** MAIL FROM and RCPT TO, as the server was told them. */
  envelope: { from: string; to: string[] }
  /** Who signed in with AUTH PLAIN, if anyone. */
  user: string | undefined
}

export interface SmtpSink {
  /** `smtp://user:secret@127.0.0.1:<port>`: for SMTP_URL. */
  url: string
  received: ReceivedMail[]
  /** How many messages were refused while refusing. */
  refused: number
  /** While true, every message is refused with 451, a temporary failure, as a server in trouble does. */
  refusing: boolean
  /** The last message to `to`, waiting for it to arrive. */
  waitForMail(to: string, match?: (m: ReceivedMail) => boolean): Promise<ReceivedMail>
  close(): Promise<void>
}

export const SMTP_USER = { name: 'club', password: 'smtp-secret' }

/**
 * A real SMTP server on an ephemeral localhost port, plain text (no TLS), AUTH PLAIN with
 * SMTP_USER; it keeps every message it accepts, parsed as a mail client would show it.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const sink = {
    received: [] as ReceivedMail[],
    refused: 0,
    refusing: false,
  }
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authMethods: ['PLAIN'],
    allowInsecureAuth: true,
    authOptional: true,
    disableReverseLookup: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER.name && auth.password === SMTP_USER.password) callback(null, { user: auth.username })
      else callback(new Error('Invalid username or password'))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (sink.refusing) {
          sink.refused++
          return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }))
        }
        const { mailFrom, rcptTo } = session.envelope
        sink.received.push({
          ...parseMail(Buffer.concat(chunks)),
          envelope: { from: mailFrom ? mailFrom.address : '', to: rcptTo.map((r) => r.address) },
          user: session.user,
        })
        callback()
      })
    },
  })
  server.listen(0, '127.0.0.1')
  await once(server.server, 'listening')
  const { port } = server.server.address() as AddressInfo

  return Object.assign(sink, {
    url: `smtp://${SMTP_USER.name}:${SMTP_USER.password}@127.0.0.1:${port}`,
    waitForMail: (to: string, match: (m: ReceivedMail) => boolean = () => true) =>
      waitFor(() => sink.received.filter((m) => m.envelope.to.includes(to) && match(m)).at(-1), `No mail to ${to} arrived`),
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  })
}
