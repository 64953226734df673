import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// The layout's rules (ARCHITECTURE.md): domain <- api, domain <- web; the web app never imports API
// code; web features never import each other (each back-office area is a feature of its own), and
// web/lib and web/components, which features build on, never import a feature; domain is pure; no
// module imports itself round a cycle.
const root = path.resolve(import.meta.dirname, '..')

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (name === 'node_modules' || name === 'dist') return []
    return statSync(file).isDirectory() ? sources(file) : /\.tsx?$/.test(name) && !name.endsWith('.gen.ts') ? [file] : []
  })
}

/** Every import of a file: [specifier, resolved repo-relative path for relative specifiers]. `import type` is erased, so `values` leaves it out. */
function imports(file: string, { values = false } = {}): { spec: string; target: string | null }[] {
  const source = readFileSync(file, 'utf8')
  const text = values ? source.replace(/^import type [^;]*?from\s+['"][^'"]+['"]/gms, '') : source
  return [...text.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => {
    const spec = (m[1] ?? m[2])!
    return { spec, target: spec.startsWith('.') ? path.relative(root, path.resolve(path.dirname(file), spec)) : null }
  })
}

/** The strongly connected groups of more than one module (Tarjan): each is an import cycle. */
function cyclesIn(graph: Map<string, string[]>): string[][] {
  let next = 0
  const order = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const cycles: string[][] = []
  const visit = (v: string) => {
    order.set(v, next)
    low.set(v, next++)
    stack.push(v)
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue
      if (!order.has(w)) visit(w)
      if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, low.get(w)!))
    }
    if (low.get(v) !== order.get(v)) return
    const group = stack.splice(stack.indexOf(v))
    if (group.length > 1) cycles.push(group.sort())
  }
  for (const v of graph.keys()) if (!order.has(v)) visit(v)
  return cycles
}

const area = (rel: string) => rel.split(path.sep)[0]
/**
 * A web file's feature: its folder under web/features. The back office's areas (web/features/admin/
 * brands, receipts, ...) are features each; admin/ui, admin/api and the files beside them are the
 * back office's shell, which its areas share.
 */
const ADMIN_SHELL = new Set(['ui', 'api'])
function featureOf(rel: string): string | undefined {
  const [top, features, name, sub, ...rest] = rel.split(path.sep)
  if (top !== 'web' || features !== 'features') return undefined
  return name === 'admin' && sub && rest.length > 0 && !ADMIN_SHELL.has(sub) ? `admin/${sub}` : name
}
/** A feature may use its own shell: a back-office area, the admin shell. */
const mayUse = (own: string | undefined, target: string) => own === target || own?.startsWith(`${target}/`)

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
        .filter((i) => i.target && featureOf(i.target) && !mayUse(own, featureOf(i.target)!))
        .map((i) => `${path.relative(root, file)} -> ${i.spec}`)
    })
    expect(offending).toEqual([])
  })

  it('keep web/lib and web/components below the features', () => {
    const offending = [...sources(path.join(root, 'web', 'lib')), ...sources(path.join(root, 'web', 'components'))].flatMap((file) =>
      imports(file)
        .filter((i) => i.target && featureOf(i.target))
        .map((i) => `${path.relative(root, file)} -> ${i.spec}`),
    )
    expect(offending).toEqual([])
  })

  it('have no import cycles', () => {
    const files = ['api', 'domain', 'scripts', 'sw', 'web'].flatMap((dir) => sources(path.join(root, dir)))
    const graph = new Map(files.map((file) => [path.relative(root, file), imports(file, { values: true }).flatMap((i) => (i.target ? [i.target] : []))]))
    expect(cyclesIn(graph)).toEqual([])
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
