import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { uploadProgressFetch } from './upload-progress-fetch.ts'

/** An XMLHttpRequest that records what it was asked to send; the test plays the network. */
class FakeXhr extends EventTarget {
  static last: FakeXhr | undefined
  readonly upload = new EventTarget()
  method = ''
  url = ''
  headers: Record<string, string> = {}
  body: Blob | null | undefined
  aborted = false
  responseType = ''
  withCredentials = false
  status = 0
  statusText = ''
  response: Blob | null = null
  private responseHeaders = ''
  constructor() {
    super()
    FakeXhr.last = this
  }
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  send(body: Blob | null) {
    this.body = body
  }
  abort() {
    this.aborted = true
    this.dispatchEvent(new Event('abort'))
    this.dispatchEvent(new Event('loadend'))
  }
  getAllResponseHeaders() {
    return this.responseHeaders
  }
  // What the network does:
  sent(loaded: number, total: number) {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }))
  }
  allSent() {
    this.upload.dispatchEvent(new Event('load'))
  }
  answer(status: number, body: string | null, headers: string) {
    Object.assign(this, { status, statusText: status === 201 ? 'Created' : '', response: body === null ? null : new Blob([body]), responseHeaders: headers })
    this.dispatchEvent(new Event('load'))
    this.dispatchEvent(new Event('loadend'))
  }
  fail() {
    this.dispatchEvent(new Event('error'))
    this.dispatchEvent(new Event('loadend'))
  }
}

const xhr = () => {
  if (!FakeXhr.last) throw new Error('no request was opened')
  return FakeXhr.last
}
/** Until the fetch has read its body and opened the request. */
const opened = () => vi.waitFor(() => expect(xhr().body).not.toBeUndefined())

beforeEach(() => {
  FakeXhr.last = undefined
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
})
afterEach(() => vi.unstubAllGlobals())

const form = () => {
  const data = new FormData()
  data.append('id', '7')
  data.append('file', new File(['code\r\nAB-123\r\n'], 'codes.csv', { type: 'text/csv' }))
  return data
}

describe('uploadProgressFetch', () => {
  it('sends the request as built, multipart boundary and token included, and tells how much of it is out', async () => {
    const progress: number[] = []
    const request = new Request('http://club.test/api/admin/setting/voucher/upload', { method: 'POST', body: form(), headers: { Authorization: 'Bearer t0k3n' } })
    const answered = uploadProgressFetch((f) => progress.push(f))(request)
    await opened()

    expect(xhr().method).toBe('POST')
    expect(xhr().url).toBe('http://club.test/api/admin/setting/voucher/upload')
    expect(xhr().headers.authorization).toBe('Bearer t0k3n')
    const type = xhr().headers['content-type']!
    expect(type).toMatch(/^multipart\/form-data; boundary=/)
    // The body is the form as fetch would have sent it: read back, it is the same form.
    const sent = await new Response(xhr().body, { headers: { 'content-type': type } }).formData()
    expect(sent.get('id')).toBe('7')
    expect(await (sent.get('file') as File).text()).toBe('code\r\nAB-123\r\n')

    xhr().sent(300, 1200)
    xhr().sent(1200, 1200)
    xhr().allSent()
    xhr().answer(201, '{"id":3,"total":2}', 'content-type: application/json\r\nx-request-id: abc\r\n')
    const response = await answered
    expect(progress).toEqual([0.25, 1, 1])
    expect(response.status).toBe(201)
    expect(response.ok).toBe(true)
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(response.headers.get('x-request-id')).toBe('abc')
    expect(await response.json()).toEqual({ id: 3, total: 2 })
  })

  it('answers a refusal as a response, for ky to read as an HTTP error', async () => {
    const answered = uploadProgressFetch(() => undefined)('http://club.test/api/x', { method: 'POST', body: form() })
    await opened()
    xhr().answer(422, '{"code":"voucherCsvInvalid","fields":[{"path":"line 3","code":"codeExists"}]}', 'content-type: application/json')
    const response = await answered
    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({ code: 'voucherCsvInvalid' })
  })

  it('answers a status without a body with no body', async () => {
    const answered = uploadProgressFetch(() => undefined)('http://club.test/api/x', { method: 'POST', body: form() })
    await opened()
    xhr().answer(204, null, '')
    expect((await answered).status).toBe(204)
  })

  it('fails as fetch does when the server cannot be reached', async () => {
    const answered = uploadProgressFetch(() => undefined)('http://club.test/api/x', { method: 'POST', body: form() })
    await opened()
    xhr().fail()
    await expect(answered).rejects.toBeInstanceOf(TypeError)
  })

  it('stops the transfer when its signal aborts (a timeout), and does not start on one already aborted', async () => {
    const controller = new AbortController()
    const answered = uploadProgressFetch(() => undefined)('http://club.test/api/x', { method: 'POST', body: form(), signal: controller.signal })
    await opened()
    controller.abort(new DOMException('Timed out', 'TimeoutError'))
    await expect(answered).rejects.toMatchObject({ name: 'TimeoutError' })
    expect(xhr().aborted).toBe(true)

    FakeXhr.last = undefined
    await expect(uploadProgressFetch(() => undefined)('http://club.test/api/x', { method: 'POST', body: form(), signal: controller.signal })).rejects.toMatchObject({ name: 'TimeoutError' })
    expect(FakeXhr.last).toBeUndefined()
  })
})
