/**
 * Reads an RFC 5322 message the way a mail client shows it: headers unfolded and their encoded
 * words (RFC 2047) decoded, the body decoded from quoted-printable or base64 in its charset. Only
 * single-part text messages, the only kind the club sends; anything else is an error.
 */
export interface MailMessage {
  /** By lower-case name; the first of a repeated header. */
  headers: Map<string, string>
  /** `text/plain`, lower case, without parameters. */
  mimeType: string
  charset: string
  /** The body as shown, lines ending in \n. */
  text: string
}

const CRLF2 = Buffer.from('\r\n\r\n')

export function parseMail(raw: Buffer): MailMessage {
  const split = raw.indexOf(CRLF2)
  if (split < 0) throw new Error('No blank line after the headers')
  const headers = new Map<string, string>()
  const unfolded = raw.subarray(0, split).toString('utf8').replace(/\r\n(?=[ \t])/g, '')
  for (const line of unfolded.split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon <= 0) throw new Error(`Not a header: ${line}`)
    const name = line.slice(0, colon).trim().toLowerCase()
    if (!headers.has(name)) headers.set(name, decodeWords(line.slice(colon + 1).trim()))
  }
  const [mimeType = '', ...params] = (headers.get('content-type') ?? 'text/plain; charset=us-ascii').split(';').map((p) => p.trim())
  if (!mimeType.toLowerCase().startsWith('text/')) throw new Error(`Not a single-part text message: ${mimeType}`)
  const charset = params.find((p) => /^charset=/i.test(p))?.slice('charset='.length).replace(/"/g, '').toLowerCase() ?? 'us-ascii'
  const body = decodeBody(raw.subarray(split + CRLF2.length), (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase())
  return { headers, mimeType: mimeType.toLowerCase(), charset, text: new TextDecoder(charset).decode(body).replace(/\r\n/g, '\n') }
}

function decodeBody(body: Buffer, encoding: string): Buffer {
  if (encoding === '7bit' || encoding === '8bit' || encoding === 'binary') return body
  if (encoding === 'base64') return Buffer.from(body.toString('ascii'), 'base64')
  if (encoding === 'quoted-printable') return quotedPrintable(body.toString('ascii').replace(/=\r\n/g, ''))
  throw new Error(`Unknown transfer encoding: ${encoding}`)
}

function quotedPrintable(text: string): Buffer {
  const bytes: number[] = []
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16))
      i += 2
    } else {
      bytes.push(text.charCodeAt(i))
    }
  }
  return Buffer.from(bytes)
}

const ENCODED_WORD = /=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi

/** RFC 2047: `=?utf-8?Q?...?=` and `=?utf-8?B?...?=`; the space between two encoded words is not text. */
function decodeWords(value: string): string {
  return value.replace(/(\?=)\s+(?==\?)/g, '$1').replace(ENCODED_WORD, (_, charset: string, kind: string, text: string) => {
    const bytes = kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : quotedPrintable(text.replace(/_/g, ' '))
    return new TextDecoder(charset).decode(bytes)
  })
}
