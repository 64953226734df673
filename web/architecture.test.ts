import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// The layout's rules (ARCHITECTURE.md): domain <- api, domain <- web; the web app never imports API
// code; web features never import each other; domain is pure.
const root = path.resolve(import.meta.dirname, '..')

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (name === 'node_modules' || name === 'dist') return []
    return statSync(file).isDirectory() ? sources(file) : /\.tsx?$/.test(name) && !name.endsWith('.gen.ts') ? [file] : []
  })
}

/** Every import of a file: [specifier, resolved repo-relative path for relative specifiers]. */
function imports(file: string): { spec: string; target: string | null }[] {
  const text = readFileSync(file, 'utf8')
  return [...text.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => {
    const spec = (m[1] ?? m[2])!
    return { spec, target: spec.startsWith('.') ? path.relative(root, path.resolve(path.dirname(file), spec)) : null }
  })
}

const area = (rel: string) => rel.split(path.sep)[0]
const featureOf = (rel: string) => (rel.startsWith(`web${path.sep}features${path.sep}`) ? rel.split(path.sep)[2] : undefined)

describe('import boundaries', () => {
  it('keep the web app and service worker away from API code', () => {
    const offending = [...sources(path.join(root, 'web')), ...sources(path.join(root, 'sw'))].flatMap((file) =>
      imports(file)
        .filter((i) => i.target && area(i.target) === 'api')
        .map((i) => `${path.relative(root, file)} -> ${i.spec}`),
    )
    expect(offending).toEqual([])
  })

  it('keep web features independent of each other', () => {
    const offending = sources(path.join(root, 'web', 'features')).flatMap((file) => {
      const own = featureOf(path.relative(root, file))
      return imports(file)
        .filter((i) => i.target && featureOf(i.target) && featureOf(i.target) !== own)
        .map((i) => `${path.relative(root, file)} -> ${i.spec}`)
    })
    expect(offending).toEqual([])
  })

  it('keep domain pure: only domain files and zod', () => {
    const offending = sources(path.join(root, 'domain')).flatMap((file) =>
      imports(file)
        .filter((i) => (i.target ? area(i.target) !== 'domain' : !['zod', 'vitest'].includes(i.spec)))
        .map((i) => `${path.relative(root, file)} -> ${i.spec}`),
    )
    expect(offending).toEqual([])
  })
})

describe('the HTTP contract on the web side', () => {
  it('reads every API answer through callApi and its contract, never by a cast', () => {
    const offending = [...sources(path.join(root, 'web')), ...sources(path.join(root, 'sw'))]
      .filter((file) => file !== import.meta.filename && /\.json</.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file))
    expect(offending).toEqual([])
  })
})
