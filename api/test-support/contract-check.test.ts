import { describe, expect, it } from 'vitest'
import { checkingAnswers, takeContractViolations } from './contract-check.ts'

const answering = (body: unknown, status = 200) => checkingAnswers(async (_request: Request) => Response.json(body, { status }), '/api')
const scan = () => new Request('http://club.test/api/scan/detect', { method: 'POST' })

describe('the contract check of API answers', () => {
  it('passes an answer that keeps its contract', async () => {
    await answering({ candidates: ['WXWCBYB6WW'] })(scan())
    expect(takeContractViolations()).toEqual([])
  })

  it('names an answer whose field was renamed', async () => {
    await answering({ codes: ['WXWCBYB6WW'] })(scan())
    expect(takeContractViolations()).toEqual([expect.stringMatching(/^POST \/scan\/detect answered 200: .*candidates/s)])
  })

  it('names an error that is not the error shape, and a status the contract does not answer', async () => {
    await answering({ message: 'no' }, 503)(scan())
    await answering({ candidates: [] }, 201)(scan())
    expect(takeContractViolations()).toEqual([expect.stringContaining('not the error shape'), expect.stringContaining('status 201 is not one of')])
  })

  it('checks a file answer by its media type', async () => {
    const image = (type: string) => checkingAnswers(async (_request: Request) => new Response('x', { headers: { 'content-type': type } }), '/api')
    await image('image/png')(new Request('http://club.test/api/files/public/logo.png'))
    expect(takeContractViolations()).toEqual([])
    await image('text/html')(new Request('http://club.test/api/files/public/logo.png'))
    expect(takeContractViolations()).toEqual([expect.stringContaining('text/html, not image/*')])
  })

  it('leaves paths outside the API alone', async () => {
    await checkingAnswers(async (_request: Request) => new Response('<html>'), '/api')(new Request('http://club.test/scancode'))
    expect(takeContractViolations()).toEqual([])
  })
})
