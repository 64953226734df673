import { useEffect, useState } from 'react'
import { type AreaData, asWritten } from '../../domain/area-names.ts'

let loading: Promise<AreaData> | undefined

/**
 * Malaysia's states, cities and postcodes (the malaysia-postcodes package), named as Malaysians
 * write them, loaded on first use as its own chunk and served by the app like everything else.
 */
export function useAreaData(): AreaData | undefined {
  const [area, setArea] = useState<AreaData>()
  useEffect(() => {
    loading ??= import('malaysia-postcodes').then(asWritten)
    let live = true
    void loading.then((m) => live && setArea(m))
    return () => {
      live = false
    }
  }, [])
  return area
}
