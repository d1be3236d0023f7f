/**
 * `npm run dev`: the API server on :3000 (restarted on change by tsx watch) and the Taro H5 dev build
 * with its dev server on :10086, which forwards /api and /dev to the API (config/index.ts).
 */
import { spawn, type ChildProcess } from 'child_process'
import path from 'path'

const root = path.resolve(__dirname, '..')
const bin = (name: string) => path.join(root, 'node_modules/.bin', process.platform === 'win32' ? `${name}.cmd` : name)

if (process.env.PORT && process.env.PORT !== '3000') {
  console.warn(`注意：H5 开发服务器把 /api 转发到 127.0.0.1:3000（config/index.ts），而 PORT=${process.env.PORT}。`)
}

const children: ChildProcess[] = []
let stopping = false

function run(name: string, cmd: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env }, detached: process.platform !== 'win32' })
  child.on('exit', (code) => {
    if (stopping) return
    console.error(`${name} 已退出（代码 ${code ?? '?'}），正在停止开发环境。`)
    stop(code ?? 1)
  })
  children.push(child)
  return child
}

function stop(code: number) {
  stopping = true
  for (const c of children) {
    if (c.exitCode !== null || c.pid === undefined) continue
    try {
      // each child leads its own process group: end the whole group (webpack workers included)
      process.kill(process.platform === 'win32' ? c.pid : -c.pid, 'SIGTERM')
    } catch {
      /* already gone */
    }
  }
  setTimeout(() => process.exit(code), 500)
}

process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))

// development mode explicitly: the server treats any other (or no) NODE_ENV as production
run('API 服务器', bin('tsx'), ['watch', '--clear-screen=false', 'server/main.ts'], { PORT: process.env.PORT ?? '3000', NODE_ENV: 'development' })
run('H5 开发构建', bin('taro'), ['build', '--type', 'h5', '--watch'], { NODE_ENV: 'development' })
console.log('开发环境：H5 http://127.0.0.1:10086/ （/api、/dev 转发到 API http://127.0.0.1:3000）')
