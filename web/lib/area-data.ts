import type * as Area from 'malaysia-postcodes'
import { useEffect, useState } from 'react'

type AreaModule = typeof Area

let loading: Promise<AreaModule> | undefined

/**
 * Malaysia's states, cities and postcodes (the malaysia-postcodes package), loaded on first use as
 * its own chunk and served by the app like everything else.
 */
export function useAreaData(): AreaModule | undefined {
  const [area, setArea] = useState<AreaModule>()
  useEffect(() => {
    loading ??= import('malaysia-postcodes')
    let live = true
    void loading.then((m) => live && setArea(m))
    return () => {
      live = false
    }
  }, [])
  return area
}
