/** Teacher/* calls. */
import { endpoint } from './request'

export const Teacher = {
  OrganizationProvince: endpoint('Teacher/OrganizationProvince'),
}
