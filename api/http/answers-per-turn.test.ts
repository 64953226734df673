import { describe, expect, it } from 'vitest'
import { answersPerTurn } from './answers-per-turn.ts'

const turnEnd = () => new Promise((resolve) => setImmediate(resolve))

/** Which of the answers have been handed over so far, by their place. */
function watch(answers: (Response | Promise<Response>)[]) {
  const handed: number[] = []
  answers.forEach((answer, i) => void Promise.resolve(answer).then(() => handed.push(i)))
  return handed
}

describe('answersPerTurn', () => {
  it('hands over the answers made in one turn together, at its end, in order', async () => {
    const fetch = answersPerTurn((request: Request) => new Response(request.url))
    const answers = ['a', 'b', 'c'].map((name) => fetch(new Request(`http://club.test/${name}`), undefined))
    const handed = watch(answers)
    // Every promise job of this turn has run, and still nothing is handed over.
    for (let i = 0; i < 10; i += 1) await Promise.resolve()
    expect(handed).toEqual([])
    await turnEnd()
    expect(handed).toEqual([0, 1, 2])
    expect(await Promise.all(answers.map(async (answer) => (await answer).text()))).toEqual(['http://club.test/a', 'http://club.test/b', 'http://club.test/c'])
  })

  it('hands over an answer made in a later turn at the end of that turn', async () => {
    let finish = (_: Response) => {}
    const fetch = answersPerTurn(() => new Promise<Response>((resolve) => (finish = resolve)))
    const handed = watch([fetch(new Request('http://club.test/slow'), undefined)])
    await turnEnd()
    expect(handed).toEqual([])
    finish(new Response('done'))
    for (let i = 0; i < 10; i += 1) await Promise.resolve()
    expect(handed).toEqual([])
    await turnEnd()
    expect(handed).toEqual([0])
  })

  it('passes a failed answer on as it failed', async () => {
    const failure = new Error('the route failed')
    const fetch = answersPerTurn(() => Promise.reject(failure))
    await expect(Promise.resolve(fetch(new Request('http://club.test/'), undefined))).rejects.toBe(failure)
  })
})
