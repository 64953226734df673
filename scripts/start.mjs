// `npm start`: install what is missing, build the web app if its sources changed, run the club.
import { spawn } from 'node:child_process'
import { buildWeb } from './build-web.mjs'
import { ensureDeps } from './ensure-deps.mjs'

ensureDeps()
buildWeb()
const server = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], { stdio: 'inherit' })
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
