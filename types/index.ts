export * from './envelope'
export * from './codes'
export * from './membership'
export type { Api, ApiName, ApiBody, ApiData } from './endpoints'
