import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { BATCH_FAILURE_REASONS } from '../../domain/code-batches.ts'
import { ERRORS } from '../../domain/errors.ts'
import { TEXT_VALUES } from '../../domain/text-values.ts'
import bm from './bm.json'
import en from './en.json'
import { RESOURCES } from './resources.ts'

type Tree = { [key: string]: string | Tree }
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v] as [string, string]] : flatten(v, `${prefix}${k}.`)))

const enTexts = new Map(flatten(RESOURCES.en))
const bmTexts = new Map(flatten(RESOURCES.bm))

// Texts that are the same in both languages: names, and words Malay borrows as they are.
const SAME_IN_BOTH = new Set(['OKAY', 'OTP', 'ID', 'Status', 'Format', 'Menu', 'Platinum', 'Facebook', 'Instagram', 'YouTube', 'English', 'Bahasa Melayu', 'April', 'September', 'November'])

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()

describe('locales', () => {
  it('have the same keys in en and bm', () => {
    expect([...bmTexts.keys()].sort()).toEqual([...enTexts.keys()].sort())
  })

  it('have the same keys in en.json and bm.json themselves, the catalogues aside', () => {
    expect(flatten(bm).map(([key]) => key).sort()).toEqual(flatten(en).map(([key]) => key).sort())
  })

  it('have no empty texts', () => {
    for (const [key, text] of [...enTexts, ...bmTexts]) expect(text.trim(), key).not.toBe('')
  })

  it('are translated, not copied', () => {
    const copied = [...enTexts].filter(([key, text]) => bmTexts.get(key) === text && !SAME_IN_BOTH.has(text))
    expect(copied.map(([key]) => key)).toEqual([])
  })

  it('use the same placeholders in both languages', () => {
    for (const [key, text] of enTexts) expect(placeholders(bmTexts.get(key) ?? ''), key).toEqual(placeholders(text))
  })

  it('translate every error code of the API catalogue', () => {
    for (const code of Object.keys(ERRORS)) expect(bmTexts.has(`errors.${code}`), code).toBe(true)
  })

  it('keep each English error text once: en.json words only what differs from the catalogue', () => {
    const copies = Object.entries(en.errors).filter(([code, text]) => ERRORS[code as keyof typeof ERRORS] === text)
    expect(copies.map(([code]) => code)).toEqual([])
  })

  it('name limits by the rules’ values, never by a number written in', () => {
    const limits = /\b(60 (seconds|saat)|30 (minutes|minit|days|hari)|6 (months|bulan)|10 MB)\b/
    for (const [key, text] of [...enTexts, ...bmTexts]) expect(text, key).not.toMatch(limits)
    const named = new Set([...enTexts.values()].flatMap(placeholders))
    expect(Object.keys(TEXT_VALUES).filter((name) => !named.has(name)), 'limits no text names').toEqual([])
  })

  it('explain every reason a code batch can fail', () => {
    for (const reason of BATCH_FAILURE_REASONS) expect(enTexts.has(`adminCodes.failureReasons.${reason}`), reason).toBe(true)
  })

  it('have every key the code names literally', () => {
    const webRoot = path.resolve(import.meta.dirname, '..')
    const sources = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const file = path.join(dir, name)
        if (name === 'dist' || name === 'locales') return []
        return statSync(file).isDirectory() ? sources(file) : /\.tsx?$/.test(name) ? [file] : []
      })
    const used = new Set<string>()
    const patterns = [/\bt\(\s*['"]([a-zA-Z][\w.]*)['"]/g, /(?:titleKey|label|labelKey)[=:]\s*['"]([a-z]\w*\.[\w.]+)['"]/g]
    for (const file of sources(webRoot)) {
      const text = readFileSync(file, 'utf8')
      for (const pattern of patterns) for (const m of text.matchAll(pattern)) used.add(m[1]!)
    }
    expect(used.size).toBeGreaterThan(20)
    expect([...used].filter((key) => !enTexts.has(key))).toEqual([])
  })
})
