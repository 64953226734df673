import { describe, expect, it } from 'vitest'
import { batchedOutput, createLogger } from './logger.ts'
import { waitFor } from './test-support/wait-for.ts'

describe('batched log output', () => {
  it('writes the lines of a moment together, all of them, in order', async () => {
    const chunks: string[] = []
    const { write } = batchedOutput((chunk) => chunks.push(chunk))
    const logger = createLogger('info', write)
    for (let i = 1; i <= 3; i++) logger.info('request', { n: i })
    expect(chunks).toEqual([])
    const [chunk] = await waitFor(() => (chunks.length ? chunks : undefined), 'the batch was never written')
    expect(chunk!.split('\n').filter(Boolean).map((line) => JSON.parse(line).n)).toEqual([1, 2, 3])
    logger.info('request', { n: 4 })
    await waitFor(() => (chunks.length === 2 ? chunks : undefined), 'the next batch was never written')
    expect(JSON.parse(chunks[1]!)).toMatchObject({ event: 'request', n: 4 })
  })

  it('writes an error at once, after the lines waiting before it', () => {
    const chunks: string[] = []
    const logger = createLogger('info', batchedOutput((chunk) => chunks.push(chunk)).write)
    logger.info('request', { n: 1 })
    logger.error('unhandled_error', { n: 2 })
    expect(chunks).toHaveLength(1)
    expect(chunks[0]!.split('\n').filter(Boolean).map((line) => JSON.parse(line).n)).toEqual([1, 2])
  })

  it('writes what is waiting when flushed, as the server does on exit', () => {
    const chunks: string[] = []
    const output = batchedOutput((chunk) => chunks.push(chunk))
    output.write('a\n', false)
    output.write('b\n', false)
    output.flush()
    expect(chunks).toEqual(['a\nb\n'])
    output.flush()
    expect(chunks).toEqual(['a\nb\n'])
  })
})
