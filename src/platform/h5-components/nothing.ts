// H5 only: what config/index.ts puts in place of Taro.request's fetch / AbortController polyfills (a module that
// does nothing, as the polyfills do in the browsers the H5 build targets)
export {}
