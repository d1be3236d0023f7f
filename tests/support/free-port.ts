import net from 'net'

/**
 * A TCP port on 127.0.0.1 that nothing listens on now (the OS picks it), for a server a test, the e2e stage, the
 * reliability run or the bench starts. Another process may take it before the caller listens; callers that start
 * several servers ask once per server.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.unref()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port
      srv.close(() => resolve(port))
    })
  })
}
