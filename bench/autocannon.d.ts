// The parts of autocannon's API the bench uses (the package ships no types; @types/autocannon is not installed).
declare module 'autocannon' {
  namespace autocannon {
    interface Request {
      method?: string
      path?: string
      headers?: Record<string, string>
      body?: string
    }
    interface Options {
      url: string
      connections?: number
      /** worker threads firing the requests (connections and overallRate apply per worker) */
      workers?: number
      /** requests per second across all connections (a fixed arrival rate) */
      overallRate?: number
      duration?: number
      method?: string
      headers?: Record<string, string>
      body?: string
      requests?: Array<Request & { setupRequest?: (req: Request) => Request }>
    }
    interface Histogram {
      average: number
      p50: number
      p90: number
      p99: number
      max: number
    }
    interface Result {
      latency: Histogram
      requests: Histogram & { total: number }
      throughput: Histogram
      errors: number
      timeouts: number
      non2xx: number
    }
  }
  function autocannon(opts: autocannon.Options): Promise<autocannon.Result>
  export = autocannon
}
