import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useFreeSampleEntry } from '../../components/free-sample-entry.tsx'
import { Icon, type IconName } from '../../components/icons.tsx'

interface Tile {
  key: string
  icon: IconName
  to: string
  search?: Record<string, string>
  /** Shown on phones only (spec 1 §2: the contest tile). */
  phoneOnly?: boolean
}

const TILES: Tile[] = [
  { key: 'keyIn', icon: 'keyboard', to: '/scancode', search: { method: 'keyIn' } },
  { key: 'receipt', icon: 'receipt', to: '/uploadReceipt' },
  { key: 'pointShop', icon: 'gift', to: '/pointshop' },
  { key: 'help', icon: 'help', to: '/help' },
  { key: 'quest', icon: 'flag', to: '/quest' },
  { key: 'contest', icon: 'trophy', to: '/contest', phoneOnly: true },
]

/** The dashboard's ways in (spec 1 §2 "Menu tiles"); the free sample tile starts a request, or says why not yet. */
export function MenuTiles() {
  const { t } = useTranslation()
  const freeSample = useFreeSampleEntry()
  return (
    <nav aria-label={t('dashboard.tiles.label')}>
      <ul className="menu-tiles">
        {TILES.slice(0, 3).map((tile) => (
          <TileLink key={tile.key} tile={tile} />
        ))}
        <li>
          <button type="button" className="menu-tile" disabled={freeSample.busy} onClick={() => void freeSample.enter()}>
            <Icon name="box" />
            <span>{t('dashboard.tiles.freeSample')}</span>
          </button>
        </li>
        {TILES.slice(3).map((tile) => (
          <TileLink key={tile.key} tile={tile} />
        ))}
      </ul>
      {freeSample.modal}
    </nav>
  )
}

function TileLink({ tile }: { tile: Tile }) {
  const { t } = useTranslation()
  return (
    <li className={tile.phoneOnly ? 'narrow-only' : undefined}>
      <Link to={tile.to} search={tile.search} className="menu-tile">
        <Icon name={tile.icon} />
        <span>{t(`dashboard.tiles.${tile.key}`)}</span>
      </Link>
    </li>
  )
}
