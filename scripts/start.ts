/**
 * `npm start`: the one-command local trial. Builds the H5 site when dist/h5 is missing, then starts the API server
 * (which also serves dist/h5 at /) in development mode — local sandboxes for SMS / WeChat / Alipay, built-in
 * development secrets, loopback only — says so, and prints where to open it once /healthz answers. A deployment
 * runs `npm run serve` in production mode with its own settings instead (README, Deploying).
 */
import { spawn, spawnSync, type ChildProcess } from 'child_process'
import fs from 'fs'
import path from 'path'
import { SERVER_NODE_FLAGS } from './server-node-flags.cjs'

const root = path.resolve(__dirname, '..')
const port = Number(process.env.PORT ?? 3000)
// explicit: the server treats any other (or no) NODE_ENV as production
const serverEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', HOST: process.env.HOST || '127.0.0.1' }

function hasCommand(cmd: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0
}

function buildH5IfMissing(): void {
  if (fs.existsSync(path.join(root, 'dist/h5/index.html'))) return
  console.log('未找到 dist/h5，正在构建 H5 站点（约 1–2 分钟）…')
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  // builds share dist/: on machines where several builders run, the lock keeps them apart
  const [cmd, args] = hasCommand('flock') ? ['flock', ['/tmp/zy-build.lock', npm, 'run', 'build:h5']] : [npm, ['run', 'build:h5']]
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env })
  if (res.status !== 0 || !fs.existsSync(path.join(root, 'dist/h5/index.html'))) {
    console.error('H5 构建失败，请查看上面的输出。')
    process.exit(res.status || 1)
  }
}

async function waitForHealth(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`)
      if (res.status === 200) return true
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  return false
}

async function main() {
  buildH5IfMissing()
  console.log(
    `开发模式（NODE_ENV=development）：短信、微信、支付宝使用本地模拟服务，验证码见 /dev/sms-outbox，仅监听 ${serverEnv.HOST}。` +
      `仅供本机试用；部署到服务器请用生产模式（见 README 的 Deploying 一节）。`,
  )
  // as `npm run serve` runs it: the prebuilt bundle with plain node, rebuilt first when the sources changed
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, 'scripts/serve.cjs')], { cwd: root, stdio: 'inherit', env: serverEnv })
  for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => child.kill(sig))
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
  if (await waitForHealth(child, 120_000)) {
    console.log(`\n志愿 planner 已就绪：http://127.0.0.1:${port}/  （接口 /api，接口文档 /api/docs）\n`)
  }
}

void main()
