import * as malaysiaPostcodes from 'malaysia-postcodes'
import { asWritten } from '../../domain/area-names.ts'

const areas = asWritten(malaysiaPostcodes)

/** Whether a state, city and postcode belong together in the Malaysian area data the app ships, named as written. */
export function isKnownArea(state: string, city: string, postcode: string): boolean {
  return areas.getPostcodes(state, city).includes(postcode)
}

const lowerCased = (names: string[]) => new Map(names.map((name) => [name.toLowerCase(), name]))
let statesByLowerCase: Map<string, string> | undefined
const citiesByLowerCase = new Map<string, Map<string, string>>()

/**
 * The state and city as the area data writes them, when a state, city and postcode typed in any
 * case belong together (a spreadsheet's `selangor`, `PETALING JAYA`); otherwise undefined.
 */
export function knownAreaAsWritten(state: string, city: string, postcode: string): { state: string; city: string } | undefined {
  statesByLowerCase ??= lowerCased(areas.getStates())
  const writtenState = statesByLowerCase.get(state.toLowerCase())
  if (!writtenState) return undefined
  let cities = citiesByLowerCase.get(writtenState)
  if (!cities) citiesByLowerCase.set(writtenState, (cities = lowerCased(areas.getCities(writtenState))))
  const writtenCity = cities.get(city.toLowerCase())
  return writtenCity && isKnownArea(writtenState, writtenCity, postcode) ? { state: writtenState, city: writtenCity } : undefined
}
