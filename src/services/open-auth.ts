/** OpenAuth/* calls. JSYAuth goes to the separate auth service base (transport.ts AUTH_SERVICE_CALLS). */
import { endpoint } from './request'

export const OpenAuth = {
  WechchatMiniAppAuth: endpoint('OpenAuth/WechchatMiniAppAuth'),
  WechchatH5AuthUrl: endpoint('OpenAuth/WechchatH5AuthUrl'),
  WechchatH5Auth: endpoint('OpenAuth/WechchatH5Auth'),
  AlipayMPAuth: endpoint('OpenAuth/AlipayMPAuth'),
  JSYAuth: endpoint('OpenAuth/JSYAuth'),
  OpenIdBind: endpoint('OpenAuth/OpenIdBind'),
  OpenIdBindCancel: endpoint('OpenAuth/OpenIdBindCancel'),
}
