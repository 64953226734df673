/** Malaysia's states, cities and postcodes, as the area data (the malaysia-postcodes package) answers them. */
export interface AreaData {
  getStates(): string[]
  getCities(state: string): string[]
  getPostcodes(state: string, city: string): string[]
}

/** The data writes the federal territories "Wp Kuala Lumpur"; Malaysians write WP (Wilayah Persekutuan). */
export const writtenAreaName = (name: string) => name.replace(/^Wp /, 'WP ')

/**
 * The area data with its names as Malaysians write them: the one place names are cased, so the
 * pickers show, addresses store and the API checks the same names.
 */
export function asWritten(data: AreaData): AreaData {
  const byWritten = new Map(data.getStates().map((state) => [writtenAreaName(state), state]))
  return {
    getStates: () => [...byWritten.keys()],
    getCities: (state) => {
      const named = byWritten.get(state)
      return named ? data.getCities(named) : []
    },
    getPostcodes: (state, city) => {
      const named = byWritten.get(state)
      return named ? data.getPostcodes(named, city) : []
    },
  }
}
